import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { WebhookAttempt } from '@sameday/contract';
import { useState } from 'react';
import { currentLocale, intlLocale, translateContractText, translateServerText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { showToast } from '../../../shared/ui/toast';
import { useAttempts, useResend } from '../api/webhooks';

/** "26 ms" in the reader's language: left in English, the unit lands before the number in an Arabic cell ("ms 26"). */
const duration = (ms: number) =>
  new Intl.NumberFormat(intlLocale(), { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }).format(ms);

const when = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale() === 'en' ? 'en-AE' : intlLocale(), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));

function Outcome({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useLingui();
  const status = attempt.responseStatus;
  if (attempt.succeeded)
    return (
      <Text size="sm" fw={600} c="teal.8" style={{ whiteSpace: 'nowrap' }}>
        {t`Delivered · ${status}`}
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="red.8" style={{ whiteSpace: 'nowrap' }}>
        {status ? t`Failed · ${status}` : t`Failed`}
      </Text>
      {attempt.error && (
        <Text size="xs" c="dimmed">
          {translateServerText(attempt.errorText, attempt.error)}
        </Text>
      )}
      {attempt.deliveryStatus === 'pending' && attempt.nextAttemptAt && (
        <Text size="xs" c="dimmed">
          {t`Next try ${when(attempt.nextAttemptAt)}`}
        </Text>
      )}
    </Stack>
  );
}

function AttemptRow({
  endpointId,
  attempt,
  canResend,
}: {
  endpointId: string;
  attempt: WebhookAttempt;
  canResend: boolean;
}) {
  const { t } = useLingui();
  const [showBody, setShowBody] = useState(false);
  const eventType = attempt.eventType;
  const sentAt = when(attempt.createdAt);
  const resend = useResend(endpointId);
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Text size="sm" fw={600} dir="ltr" style={{ textAlign: 'start' }}>
            {attempt.eventType}
          </Text>
          <Text size="xs" c="dimmed">
            {when(attempt.createdAt)}
          </Text>
        </Table.Td>
        <Table.Td>
          <Outcome attempt={attempt} />
        </Table.Td>
        <Table.Td>
          <Text size="sm">
            #{attempt.attempt}
            {attempt.trigger === 'manual' ? t` (by hand)` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {duration(attempt.durationMs)}
          </Text>
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <UnstyledButton
              onClick={() => setShowBody((shown) => !shown)}
              aria-expanded={showBody}
              fz="sm"
              c="blue"
              td="underline"
            >
              {showBody ? t`Hide body` : t`Show body`}
            </UnstyledButton>
            {canResend && (
              <Button
                size="xs"
                variant="default"
                loading={resend.isPending}
                aria-label={t`Send again: ${eventType} of ${sentAt}`}
                onClick={() =>
                  resend.mutate(attempt.deliveryId, {
                    onSuccess: () =>
                      showToast({ message: t`Sent again: it appears here in a moment.`, tone: 'success' }),
                    onError: (error) =>
                      showToast({ message: translateContractText(serverMessage(error)), tone: 'error' }),
                  })
                }
              >
                <Trans>Send again</Trans>
              </Button>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
      {showBody && (
        <Table.Tr>
          <Table.Td colSpan={4}>
            <Text size="xs" c="dimmed" mb={4} dir="ltr" style={{ textAlign: 'start' }}>
              webhook-id {attempt.messageId}
            </Text>
            <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(JSON.parse(attempt.requestBody), null, 2)}
            </Code>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** The endpoint's delivery log: each attempt, newest first, with "Send again". */
export function DeliveryLog({ endpointId, canResend }: { endpointId: string; canResend: boolean }) {
  const { t } = useLingui();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const attempts = useAttempts(endpointId, cursor);
  if (attempts.isPending) return <LoadingRows label={t`Loading the delivery log`} rows={3} />;
  if (attempts.error)
    return <LoadFailed what={t`the delivery log`} error={attempts.error} onRetry={() => void attempts.refetch()} />;
  const { items, nextCursor } = attempts.data;
  if (items.length === 0 && cursors.length === 0)
    return (
      <EmptyPanel title={t`Nothing sent yet`}>
        <Trans>Events sent to this endpoint appear here. Send a test event to check it receives them.</Trans>
      </EmptyPanel>
    );
  return (
    <Stack gap="xs">
      {/* Mantine's scroll container clips its content: the header's visually hidden "Actions", placed
          absolutely, made the whole page scroll sideways on a phone in a plain overflow box. */}
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label={t`Delivery log`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Event`}</Table.Th>
              <Table.Th scope="col">{t`Answer`}</Table.Th>
              <Table.Th scope="col">{t`Attempt`}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t`Actions`}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((attempt) => (
              <AttemptRow key={attempt.id} endpointId={endpointId} attempt={attempt} canResend={canResend} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm">
        {cursors.length > 0 && (
          <Button size="xs" variant="default" onClick={() => setCursors((list) => list.slice(0, -1))}>
            <Trans>Newer</Trans>
          </Button>
        )}
        {nextCursor && (
          <Button size="xs" variant="default" onClick={() => setCursors((list) => [...list, nextCursor])}>
            <Trans>Older</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
