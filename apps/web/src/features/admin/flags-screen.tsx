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
export default function FlagsScreen() {
  const flags = useFlags();
  const [editing, setEditing] = useState<{ name: string | null } | null>(null);
  const current = editing?.name ? (flags.data?.find((flag) => flag.name === editing.name) ?? null) : null;
  return (
    <AdminFrame
      title="Feature flags"
      description="A user override wins, then an account override, then the switch, then the rollout share."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ name: null })}>
          New flag
        </Button>
      }
    >
      {flags.isPending ? (
        <LoadingRows label="Loading the flags" />
      ) : flags.isError ? (
        <LoadFailed what="the flags" error={flags.error} onRetry={() => void flags.refetch()} />
      ) : flags.data.length === 0 ? (
        <EmptyPanel title="No feature flags yet">Create one with New flag.</EmptyPanel>
      ) : (
        <FlagsTable flags={flags.data} onEdit={(name) => setEditing({ name })} />
      )}
      <FlagModal flag={current} opened={editing !== null} onClose={() => setEditing(null)} />
    </AdminFrame>
  );
}

function FlagsTable({ flags, onEdit }: { flags: FeatureFlag[]; onEdit: (name: string) => void }) {
  return (
    <DataTable
      label="Feature flags"
      rows={flags}
      rowKey={(flag) => flag.name}
      minWidth={560}
      columns={[
        {
          label: 'Flag',
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
          label: 'Switch',
          render: (flag) => (
            <ToneBadge color={flag.enabled ? 'green' : 'gray'}>{flag.enabled ? 'On' : 'Off'}</ToneBadge>
          ),
        },
        { label: 'Rollout', align: 'right', render: (flag) => `${flag.rolloutPercentage}%` },
        { label: 'Overrides', align: 'right', render: (flag) => flag.overrides.length },
        {
          label: 'Change',
          role: 'actions',
          render: (flag) => (
            <Button size="xs" variant="default" onClick={() => onEdit(flag.name)} aria-label={`Edit ${flag.name}`}>
              Edit
            </Button>
          ),
        },
      ]}
    />
  );
}
