import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDateTime } from '../../shared/date-formats';
import { AccountPage, LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { useCompanyAccount } from './api/account-settings';

/** The public documents under /legal/{document}, by the account's client type. */
export const TERMS_DOCUMENTS = {
  business: [
    { slug: 'terms', title: msg`Terms of Service` },
    { slug: 'fees-schedule', title: msg`Fees schedule (Business)` },
  ],
  personal: [
    { slug: 'terms', title: msg`Terms of Service` },
    { slug: 'individual-fees-schedule', title: msg`Fees schedule (Personal)` },
  ],
} as const;

/** /account/terms: the terms that apply to the account (Business or Personal) and when they were accepted. */
export default function TermsPage() {
  const { t } = useLingui();
  const account = useCompanyAccount();
  let body: React.ReactNode;
  if (account.isPending) body = <LoadingBlock label={t`Loading your terms`} />;
  else if (account.error || !account.data)
    body = <LoadFailed what={t`your terms`} error={account.error} onRetry={() => void account.refetch()} />;
  else {
    const { clientType, signedTermsAt } = account.data;
    const own = TERMS_DOCUMENTS[clientType];
    const other = clientType === 'business' ? TERMS_DOCUMENTS.personal : TERMS_DOCUMENTS.business;
    body = (
      <Stack gap="md">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {clientType === 'business' ? t`Business terms` : t`Personal terms`}
            </Title>
            <Text size="sm">
              {clientType === 'business'
                ? t`Your account is a business account: the Terms of Service and the Business fees schedule apply.`
                : t`Your account is a personal account: the Terms of Service and the Personal fees schedule apply.`}
            </Text>
            <Text size="sm" fw={600}>
              {signedTermsAt ? (
                <>
                  <IconCircleCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }} />
                  {t`Accepted on ${formatDateTime(signedTermsAt)} (Dubai time)`}
                </>
              ) : (
                t`No acceptance is recorded for this account.`
              )}
            </Text>
            <List size="sm" spacing={4}>
              {own.map((doc) => (
                <List.Item key={doc.slug}>
                  <Anchor href={`/legal/${doc.slug}`} target="_blank" rel="noreferrer" underline="always">
                    {t(doc.title)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              <Trans>Other documents</Trans>
            </Title>
            <List size="sm" spacing={4}>
              {other
                .filter((doc) => !own.some((o) => o.slug === doc.slug))
                .map((doc) => (
                  <List.Item key={doc.slug}>
                    <Anchor href={`/legal/${doc.slug}`} target="_blank" rel="noreferrer" underline="always">
                      {t(doc.title)}
                    </Anchor>
                  </List.Item>
                ))}
              <List.Item>
                <Anchor href="/legal/privacy" target="_blank" rel="noreferrer" underline="always">
                  <Trans>Privacy Policy</Trans>
                </Anchor>
              </List.Item>
            </List>
          </Stack>
        </Paper>
      </Stack>
    );
  }
  return (
    <AccountPage title={t`Terms`} description={t`The terms your account was opened under.`}>
      {body}
    </AccountPage>
  );
}
