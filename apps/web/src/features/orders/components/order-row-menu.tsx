import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { isEditable, type Order } from '@sameday/contract';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconCopy,
  IconDots,
  IconEye,
  IconFileDownload,
  IconLink,
  IconPencil,
  IconRepeat,
  IconShare,
  IconX,
} from '@tabler/icons-react';
import { isOnHold } from '../lib/hold-choice';
import { canCancel, canMarkReady, type OrderActions } from '../lib/use-order-actions';

type Props = {
  order: Order;
  actions: OrderActions;
  onOpen?: () => void;
  tabIndex?: number;
  /** "Actions" in the drawer; an icon in a table row. */
  variant: 'button' | 'icon';
  children?: React.ReactNode;
};

/** The order's Actions menu: Edit lives here for orders that are Ready for Collection (the tour says so). */
export function OrderActionsMenu({ order, actions, onOpen, tabIndex, variant, children }: Props) {
  const { t } = useLingui();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        {variant === 'icon' ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t`Actions for order ${order.id}`}
            tabIndex={tabIndex}
            onClick={(event) => event.stopPropagation()}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        ) : (
          children
        )}
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {onOpen && (
          <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={onOpen}>
            <Trans>Open details</Trans>
          </Menu.Item>
        )}
        {isEditable(order.status) && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => actions.edit(order.id)}>
            <Trans>Edit</Trans>
          </Menu.Item>
        )}
        {canMarkReady(order) && (
          <Menu.Item
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            onClick={() => void actions.markReady([order])}
          >
            <Trans>Mark Ready for Collection</Trans>
          </Menu.Item>
        )}
        {isOnHold(order) && (
          <>
            <Menu.Item
              leftSection={<IconRepeat size={16} aria-hidden />}
              onClick={() => actions.requestReattempt([order])}
            >
              <Trans>Reattempt delivery…</Trans>
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => actions.requestReturn([order])}
            >
              <Trans>Return to origin…</Trans>
            </Menu.Item>
          </>
        )}
        <Menu.Item
          leftSection={<IconFileDownload size={16} aria-hidden />}
          onClick={() => void actions.downloadLabel([order.id], '4x6')}
        >
          <Trans>Download label (4×6)</Trans>
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileDownload size={16} aria-hidden />}
          onClick={() => void actions.downloadLabel([order.id], 'a4')}
        >
          <Trans>Download label (A4)</Trans>
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLink size={16} aria-hidden />}
          onClick={() => void actions.copyTrackingLink(order.id)}
        >
          <Trans>Copy tracking link</Trans>
        </Menu.Item>
        {actions.canShareLinks && (
          <Menu.Item
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => void actions.shareTrackingLink(order.id)}
          >
            <Trans>Share tracking link</Trans>
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => actions.duplicate(order.id)}>
          <Trans>Duplicate</Trans>
        </Menu.Item>
        {canCancel(order) && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => actions.requestCancel([order])}
            >
              <Trans>Cancel order</Trans>
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
