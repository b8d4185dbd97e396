import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { FAILED_ATTEMPT_REASONS, type OrderMoveBody, type Stop } from '@sameday/contract';
import { IconChecklist } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

type Reason = (typeof FAILED_ATTEMPT_REASONS)[number];

function useReasonNames(): Record<Reason, string> {
  const { t } = useLingui();
  return {
    recipient_unavailable: t`Recipient not available`,
    wrong_address: t`Wrong address`,
    refused: t`Recipient refused the parcel`,
    no_access: t`No access to the building`,
    cash_not_ready: t`Cash not ready`,
    other: t`Another reason`,
  };
}

/**
 * "Record…" on a pending stop: what happened to all its orders. A pickup is collected; a depot
 * hand-in is at the depot; a drop-off
 * reaches the depot, goes out for delivery, is delivered (to the recipient named) or fails (with
 * a reason). Each goes through the order's own lifecycle, as a courier's move would.
 */
export function RecordMoveMenu({
  stop,
  disabled,
  onRecord,
}: {
  stop: Stop;
  disabled: boolean;
  onRecord: (body: OrderMoveBody) => void;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<'delivered' | 'failed_attempt' | null>(null);
  const sequence = stop.sequence;
  const record = (body: Omit<OrderMoveBody, 'stopId'>) => onRecord({ ...body, stopId: stop.id });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconChecklist size={12} aria-hidden />}
            aria-label={t`Record a move for stop ${sequence}`}
            disabled={disabled}
          >
            {t`Record…`}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {stop.kind === 'pickup' ? (
            <Menu.Item onClick={() => record({ move: 'collected' })}>{t`Collected`}</Menu.Item>
          ) : stop.kind === 'depot' ? (
            // A depot hand-in (decision 073): its parcels are handed in, for delivery on a later day.
            <Menu.Item onClick={() => record({ move: 'at_depot' })}>{t`At the depot`}</Menu.Item>
          ) : stop.kind === 'load' ? (
            // A load at the depot (decision 078): its parcels leave the depot for today's deliveries.
            <Menu.Item onClick={() => record({ move: 'out_for_delivery' })}>{t`Out for delivery`}</Menu.Item>
          ) : (
            <>
              <Menu.Item onClick={() => record({ move: 'at_depot' })}>{t`At the depot`}</Menu.Item>
              <Menu.Item onClick={() => record({ move: 'out_for_delivery' })}>{t`Out for delivery`}</Menu.Item>
              <Menu.Item onClick={() => setAsking('delivered')}>{t`Delivered…`}</Menu.Item>
              <Menu.Item onClick={() => setAsking('failed_attempt')}>{t`Failed attempt…`}</Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {asking && (
        <MoveDetails
          kind={asking}
          onClose={() => setAsking(null)}
          onRecord={(body) => {
            setAsking(null);
            record(body);
          }}
        />
      )}
    </>
  );
}

/** What a delivery (who received it) or a failed attempt (why) needs before it is recorded. */
function MoveDetails({
  kind,
  onClose,
  onRecord,
}: {
  kind: 'delivered' | 'failed_attempt';
  onClose: () => void;
  onRecord: (body: Omit<OrderMoveBody, 'stopId'>) => void;
}) {
  const { t } = useLingui();
  const reasons = useReasonNames();
  const [recipientName, setRecipientName] = useState('');
  const [reason, setReason] = useState<Reason | ''>('');
  const delivered = kind === 'delivered';
  const ready = delivered ? recipientName.trim() !== '' : reason !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (delivered) onRecord({ move: 'delivered', proof: { recipientName: recipientName.trim() } });
    else onRecord({ move: 'failed_attempt', reason: reason as Reason });
  };
  return (
    <Modal opened onClose={onClose} title={delivered ? t`Record the delivery` : t`Record a failed attempt`}>
      <form onSubmit={submit}>
        <Stack gap="md">
          {delivered ? (
            <TextInput
              label={t`Received by`}
              description={t`The name of the person who took the parcel.`}
              value={recipientName}
              onChange={(event) => setRecipientName(event.currentTarget.value)}
              required
              data-autofocus
            />
          ) : (
            <Radio.Group
              label={t`Why the parcel was not delivered`}
              value={reason}
              onChange={(value) => setReason(value as Reason)}
              required
            >
              <Stack gap={6} mt="xs">
                {FAILED_ATTEMPT_REASONS.map((value) => (
                  <Radio key={value} value={value} label={reasons[value]} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={!ready}>
              {delivered ? t`Record delivery` : t`Record failed attempt`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
