import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  type IntegrationConnection as Connection,
  SYNC_OUTCOMES,
  type SyncLogEntry,
  type SyncOutcome,
  WEB_ROUTES,
} from '@sameday/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/date-formats';
import { translateServerText } from '../../../shared/i18n';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { useSyncLog } from '../api/sync-log';
import { SYNC_OUTCOME_TEXT } from '../lib/labels';
import { trackIntegrations } from '../lib/track';

const OUTCOME_COLORS: Record<SyncOutcome, string> = {
  imported: 'teal',
  updated: 'blue',
  cancelled: 'gray',
  skipped: 'gray',
  failed: 'red',
  not_applied: 'yellow',
  tracking_sent: 'teal',
  tracking_failed: 'red',
};

/** The connection's sync log: what became of each shop order, newest first, a page at a time. */
export function SyncLog({ connection }: { connection: Connection }) {
  const { t, i18n } = useLingui();
  const [outcome, setOutcome] = useState<SyncOutcome>();
  const outcomeName = outcome ? i18n._(SYNC_OUTCOME_TEXT[outcome]).toLowerCase() : '';
  // The cursors of the pages before this one: Newer goes back one.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const log = useSyncLog(connection.id, { outcome, cursor });

  const choose = (value: string | null) => {
    setOutcome((value || undefined) as SyncOutcome | undefined);
    setCursors([]);
  };

  let body: React.ReactNode;
  if (log.isPending) body = <LoadingRows label={t`Loading the sync log`} rows={3} />;
  else if (log.isError)
    body = <LoadFailed what={t`the sync log`} error={log.error} onRetry={() => void log.refetch()} />;
  else if (log.data.entries.length === 0)
    body = (
      <EmptyPanel title={outcome ? t`No ${outcomeName} shop orders` : t`Nothing synced yet`}>
        {outcome
          ? t`Choose another outcome to see more.`
          : t`Each shop order that reaches us is listed here with what became of it.`}
      </EmptyPanel>
    );
  else
    body = (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Sync log`}>
        {log.data.entries.map((entry) => (
          <SyncLogRow key={entry.id} entry={entry} connection={connection} />
        ))}
      </Stack>
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sync-log-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title id="sync-log-title" order={2} fz="h4">
            <Trans>Sync log</Trans>
          </Title>
          <Select
            label={t`Outcome`}
            placeholder={t`All outcomes`}
            data={SYNC_OUTCOMES.map((value) => ({ value, label: i18n._(SYNC_OUTCOME_TEXT[value]) }))}
            value={outcome ?? null}
            onChange={choose}
            clearable
            w={200}
          />
        </Group>
        {body}
        {(cursors.length > 0 || log.data?.nextCursor) && (
          <Group justify="space-between">
            <Button
              variant="default"
              size="xs"
              disabled={cursors.length === 0}
              onClick={() => setCursors((list) => list.slice(0, -1))}
            >
              <Trans>Newer</Trans>
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!log.data?.nextCursor || log.isPlaceholderData}
              onClick={() => {
                const next = log.data?.nextCursor;
                if (next) setCursors((list) => [...list, next]);
              }}
            >
              <Trans>Older</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function SyncLogRow({ entry, connection }: { entry: SyncLogEntry; connection: Connection }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const fix = entry.fixAndImport;
  const shopOrder = entry.orderNumber ?? entry.shopOrderId ?? '';
  const orderNumber = entry.orderNumber;
  const orderId = entry.orderId;
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={t`Shop order ${shopOrder}`}>
      <Group justify="space-between" gap="xs" align="flex-start" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {/* The shop's number ("#1001") isolated: beside Arabic words its "#" would land after the digits. */}
              {orderNumber ? (
                <Trans>
                  Shop order <bdi>{orderNumber}</bdi>
                </Trans>
              ) : (
                t`The shop`
              )}
            </Text>
            <Badge size="sm" variant="light" color={OUTCOME_COLORS[entry.outcome]}>
              {i18n._(SYNC_OUTCOME_TEXT[entry.outcome])}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.createdAt)}
          </Text>
          {entry.reason && <Text size="sm">{translateServerText(entry.reasonText, entry.reason)}</Text>}
          {entry.orderId && (
            <Anchor component={Link} to={`/?q=${encodeURIComponent(entry.orderId)}`} size="sm" w="fit-content">
              <Trans>
                Order <bdi>{orderId}</bdi>
              </Trans>
            </Anchor>
          )}
        </Stack>
        {fix && entry.outcome === 'failed' && !entry.orderId && connection.status !== 'disconnected' && (
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              trackIntegrations('fix and import', connection.platform);
              navigate(WEB_ROUTES.singleShipment, {
                state: { fixAndImport: fix, shopOrderSource: { connectionId: connection.id, entryId: entry.id } },
              });
            }}
          >
            <Trans>Fix and import</Trans>
          </Button>
        )}
      </Group>
    </Paper>
  );
}
