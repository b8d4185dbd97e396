import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Order } from '@sameday/contract';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { translateContractText } from '../../../shared/i18n';
import { showToast } from '../../../shared/ui/toast';
import { useCreateReturn } from '../api/create-return';

/** Marks a customer return in the list (docs/decisions/040). */
export function ReturnBadge() {
  return (
    <Badge component="span" size="xs" variant="light" color="grape" me={6} radius="sm">
      <Trans>Return</Trans>
    </Badge>
  );
}

/** A link that opens another order in the drawer, keeping the list's tab, search and dates. */
function OrderLink({ orderId, children }: { orderId: string; children: React.ReactNode }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('order', orderId);
  return (
    <Anchor component={Link} to={{ search: `?${next}` }} size="sm" fw={600}>
      {children}
    </Anchor>
  );
}

/** The links between a delivered order and its return: "Return of #…" and "Returned as #…". */
export function ReturnLinks({ order }: { order: Order }) {
  const { returnOfOrderId, returnOrderId } = order;
  if (!returnOfOrderId && !returnOrderId) return null;
  return (
    <Group gap="md" wrap="wrap">
      {returnOfOrderId && (
        <Text size="sm">
          <IconArrowBackUp size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          <OrderLink orderId={returnOfOrderId}>
            {/* The "#" goes inside the isolate: beside Arabic words it would land after the id. */}
            <Trans>
              Return of <bdi>#{returnOfOrderId}</bdi>
            </Trans>
          </OrderLink>
        </Text>
      )}
      {returnOrderId && (
        <Text size="sm">
          <IconArrowBackUp size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          <OrderLink orderId={returnOrderId}>
            <Trans>
              Returned as <bdi>#{returnOrderId}</bdi>
            </Trans>
          </OrderLink>
        </Text>
      )}
    </Group>
  );
}

/** A delivered order that is not a return and has none yet may be sent back by its customer. */
export const canCreateReturn = (order: Order) =>
  order.status === 'delivery_complete' && !order.returnOfOrderId && !order.returnOrderId;

/** "Create return" in the drawer, asked once more in a dialog: the courier collects from the customer. */
export function CreateReturnButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const create = useCreateReturn();
  const { name, area } = order.dropoff;
  const orderId = order.id;
  const confirm = async () => {
    try {
      const { id: returnId } = await create.mutateAsync(orderId);
      showToast({
        message: t`Return ${returnId} created. A courier will collect it from the customer.`,
        tone: 'success',
      });
      setOpened(false);
    } catch (error) {
      const reason = translateContractText((error as Error).message);
      showToast({ message: t`The return could not be created. ${reason}`, tone: 'error' });
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="default"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        <Trans>Create return</Trans>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`Create a return of order ${orderId}?`} centered>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              A new order will bring the parcels back: a courier collects them from {name} in {area} and delivers them
              to your pickup address. It is charged at your next-day rate, with no cash to collect.
            </Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              <Trans>Keep as delivered</Trans>
            </Button>
            <Button loading={create.isPending} onClick={() => void confirm()} data-autofocus>
              <Trans>Create return</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
