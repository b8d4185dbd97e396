import { Trans, useLingui } from '@lingui/react/macro';
import { ActionBar, Button, Group, Menu, Text } from '@mantine/core';
import type { Order } from '@sameday/contract';
import {
  IconArrowBackUp,
  IconChevronUp,
  IconCircleCheck,
  IconFileDownload,
  IconRepeat,
  IconX,
} from '@tabler/icons-react';
import { isOnHold } from '../lib/hold-choice';
import { canCancel, canMarkReady, type OrderActions } from '../lib/use-order-actions';
import { ExportMenu } from './export-menu';

type Props = {
  selected: Order[];
  actions: OrderActions;
  onClear: () => void;
  /** Called with the ids that moved, so they leave the selection. */
  onChanged: (movedIds: string[]) => void;
};

/** The bulk actions of the selected orders, at the bottom of the screen while some are selected. */
export function BulkActionsBar({ selected, actions, onClear, onChanged }: Props) {
  const { t } = useLingui();
  const ready = selected.filter(canMarkReady);
  const cancellable = selected.filter(canCancel);
  const held = selected.filter(isOnHold);
  const partOf = (subset: Order[]) =>
    subset.length > 0 && subset.length < selected.length ? ` (${subset.length})` : '';
  const ids = selected.map((order) => order.id);
  const moved = (results: { id: string; status: string }[] | undefined) =>
    onChanged((results ?? []).filter((result) => result.status === 'OK').map((result) => result.id));

  return (
    <ActionBar
      opened={selected.length > 0}
      onClose={onClear}
      withinPortal={false}
      zIndex={150}
      aria-label={t`Bulk actions`}
      shadow="lg"
      radius="lg"
      p="xs"
    >
      <Group gap="xs" wrap="wrap" justify="center">
        <Text size="sm" fw={600} px="xs" aria-live="polite">
          <Trans>{selected.length} selected</Trans>
        </Text>
        {held.length > 0 && (
          <>
            <Button
              size="sm"
              leftSection={<IconRepeat size={16} aria-hidden />}
              onClick={() => actions.requestReattempt(held, moved)}
            >
              <Trans>Reattempt</Trans>
              {partOf(held)}
            </Button>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => actions.requestReturn(held, moved)}
            >
              <Trans>Return to origin</Trans>
              {partOf(held)}
            </Button>
          </>
        )}
        <Button
          size="sm"
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          disabled={ready.length === 0}
          loading={actions.isChanging}
          data-tour="ready-for-collection-button"
          title={ready.length === 0 ? t`Only pending orders can be marked Ready for Collection` : undefined}
          onClick={() => void actions.markReady(ready).then(moved)}
        >
          <Trans>Ready for Collection</Trans>
          {partOf(ready)}
        </Button>
        <Menu position="top" withinPortal shadow="md">
          <Menu.Target>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconFileDownload size={16} aria-hidden />}
              rightSection={<IconChevronUp size={14} aria-hidden />}
            >
              <Trans>Download labels</Trans>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void actions.downloadLabel(ids, '4x6')}>
              <Trans>4×6 inch (thermal)</Trans>
            </Menu.Item>
            <Menu.Item onClick={() => void actions.downloadLabel(ids, 'a4')}>
              <Trans>A4, four a page</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <ExportMenu size="sm" position="top" onExport={(format) => void actions.exportOrders({ ids }, format)} />
        <Button
          size="sm"
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          disabled={cancellable.length === 0}
          onClick={() => actions.requestCancel(cancellable, moved)}
          // Mantine's red on its light tint is under 4.5:1; the darkest red reads.
          style={{ '--button-color': 'var(--mantine-color-red-9)' } as React.CSSProperties}
        >
          <Trans>Cancel</Trans>
          {partOf(cancellable)}
        </Button>
        <ActionBar.CloseButton aria-label={t`Clear selection`} />
      </Group>
    </ActionBar>
  );
}
