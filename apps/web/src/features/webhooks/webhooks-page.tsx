import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { usePermissions } from '../../entities/permissions';
import { AccountPage, EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { useCreateEndpoint, useEndpoints } from './api/webhooks';
import { EndpointCard } from './components/endpoint-card';
import { EndpointForm } from './components/endpoint-form';
import { SecretReveal } from './components/secret-reveal';

/** /settings/webhooks: the endpoints that receive the account's events, each with its delivery log. */
export default function WebhooksPage() {
  const { t } = useLingui();
  const permissions = usePermissions();
  const canManage = permissions.can('integrations:manage');
  return (
    <AccountPage
      title={t`Webhooks`}
      backTo={WEB_ROUTES.settings}
      backLabel={t`Settings`}
      description={t`Sameday sends your server a signed HTTPS request when an order is created, changes status, is delivered or fails, and when an invoice or COD statement is issued.`}
    >
      {permissions.isPending ? (
        <LoadingRows label={t`Loading webhooks`} rows={2} />
      ) : canManage ? (
        <Endpoints />
      ) : (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          <Trans>Your role does not manage webhooks. Ask an owner or admin of the account.</Trans>
        </Alert>
      )}
    </AccountPage>
  );
}

function Endpoints() {
  const { t } = useLingui();
  const endpoints = useEndpoints();
  const create = useCreateEndpoint();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ secret: string; url: string } | null>(null);
  let body: ReactNode;
  if (endpoints.isPending) body = <LoadingRows label={t`Loading endpoints`} rows={2} />;
  else if (endpoints.error)
    body = (
      <LoadFailed what={t`the webhook endpoints`} error={endpoints.error} onRetry={() => void endpoints.refetch()} />
    );
  else if (endpoints.data.items.length === 0)
    body = (
      <EmptyPanel title={t`No endpoint yet`}>
        <Trans>Add the address of your server to receive order and finance events as they happen.</Trans>
      </EmptyPanel>
    );
  else
    body = (
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t`Webhook endpoints`}
      >
        {endpoints.data.items.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="md">
      <div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          <Trans>Add endpoint</Trans>
        </Button>
      </div>
      {body}
      {adding && (
        <EndpointForm
          opened
          onClose={() => setAdding(false)}
          onSave={async (input) => {
            const answer = await create.mutateAsync(input);
            setCreated({ secret: answer.secret, url: answer.endpoint.url });
          }}
        />
      )}
      <SecretReveal secret={created?.secret ?? null} url={created?.url ?? ''} onClose={() => setCreated(null)} />
    </Stack>
  );
}
