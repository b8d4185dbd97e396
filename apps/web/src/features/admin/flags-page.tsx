import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import type { FeatureFlag } from '@sameday/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { useFlags } from './api/flags-api';
import { AdminFrame } from './components/admin-frame';
import { DataTable } from './components/data-table';
import { FlagModal } from './components/flag-modal';
import { ToneBadge } from './components/tone-badge';

/** /admin/feature-flags: every flag, its switch and rollout, and who it is forced on or off for. */
export default function FlagsPage() {
  const { t } = useLingui();
  const flags = useFlags();
  const [editing, setEditing] = useState<{ name: string | null } | null>(null);
  const current = editing?.name ? (flags.data?.find((flag) => flag.name === editing.name) ?? null) : null;
  return (
    <AdminFrame
      title={t`Feature flags`}
      description={t`A user override wins, then an account override, then the switch, then the rollout share.`}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ name: null })}>
          <Trans>New flag</Trans>
        </Button>
      }
    >
      {flags.isPending ? (
        <LoadingRows label={t`Loading the flags`} />
      ) : flags.isError ? (
        <LoadFailed what={t`the flags`} error={flags.error} onRetry={() => void flags.refetch()} />
      ) : flags.data.length === 0 ? (
        <EmptyPanel title={t`No feature flags yet`}>Create one with New flag.</EmptyPanel>
      ) : (
        <FlagsTable flags={flags.data} onEdit={(name) => setEditing({ name })} />
      )}
      <FlagModal flag={current} opened={editing !== null} onClose={() => setEditing(null)} />
    </AdminFrame>
  );
}

function FlagsTable({ flags, onEdit }: { flags: FeatureFlag[]; onEdit: (name: string) => void }) {
  const { t } = useLingui();
  return (
    <DataTable
      label={t`Feature flags`}
      rows={flags}
      rowKey={(flag) => flag.name}
      minWidth={560}
      columns={[
        {
          label: t`Flag`,
          role: 'title',
          render: (flag) => (
            <>
              <Text size="sm" fw={600} ff="monospace">
                {flag.name}
              </Text>
              {flag.description && (
                <Text size="xs" c="dimmed">
                  {flag.description}
                </Text>
              )}
            </>
          ),
        },
        {
          label: t`Switch`,
          render: (flag) =>
            flag.isReserved ? (
              <ToneBadge color="yellow">{t`Reserved`}</ToneBadge>
            ) : (
              <ToneBadge color={flag.enabled ? 'green' : 'gray'}>{flag.enabled ? t`On` : t`Off`}</ToneBadge>
            ),
        },
        { label: t`Rollout`, align: 'end', render: (flag) => `${flag.rolloutPercentage}%` },
        { label: t`Overrides`, align: 'end', render: (flag) => flag.overrides.length },
        {
          label: t`Change`,
          role: 'actions',
          render: (flag) =>
            // The server refuses to switch a reserved flag (decision 068): nothing here offers to.
            flag.isReserved ? (
              <Button size="xs" variant="default" disabled aria-label={t`${flag.name}: reserved — no effect`}>
                <Trans>Reserved — no effect</Trans>
              </Button>
            ) : (
              <Button size="xs" variant="default" onClick={() => onEdit(flag.name)} aria-label={t`Edit ${flag.name}`}>
                <Trans>Edit</Trans>
              </Button>
            ),
        },
      ]}
    />
  );
}
