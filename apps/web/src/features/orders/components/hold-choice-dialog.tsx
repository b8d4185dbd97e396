import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  latestScheduleDate,
  type Order,
  reattemptDays,
  type StateChangeResult,
  scheduleProblem,
} from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { preferencesQueryOptions } from '../../../entities/preferences';
import { serverMessage } from '../../../shared/server-error';
import { useChooseForHeldOrders } from '../api/choose-for-held-orders';
import { dubaiToday, formatDay, formatShortDay, plural } from '../lib/format';
import { type HoldChoiceKind, holdChoiceDone, outcomeOf } from '../lib/hold-choice';

export type HoldChoiceRequest = {
  kind: HoldChoiceKind;
  orders: Order[];
  onDone?: (results: StateChangeResult[]) => void;
};

type Props = { request: HoldChoiceRequest | undefined; onClose: () => void };

const titleOf = ({ kind, orders }: HoldChoiceRequest) => {
  const subject = orders.length === 1 ? `order ${orders[0]?.id}` : plural(orders.length, 'order');
  return kind === 'reattempt' ? `Deliver ${subject} again` : `Return ${subject} to origin?`;
};

/**
 * The merchant's choice for held orders: a day to deliver them again, or a confirmed
 * return. When some could not be changed (they left the hold meanwhile) the dialog
 * stays open and says, order by order, what happened.
 */
export function HoldChoiceDialog({ request, onClose }: Props) {
  const [outcome, setOutcome] = useState<{ results: StateChangeResult[]; deliveryDate?: string }>();
  const close = () => {
    setOutcome(undefined);
    onClose();
  };
  return (
    <Modal opened={Boolean(request)} onClose={close} title={request ? titleOf(request) : ''} centered>
      {request &&
        (outcome ? (
          <HoldChoiceOutcome request={request} {...outcome} onClose={close} />
        ) : (
          <HoldChoiceForm
            request={request}
            onClose={close}
            onAnswered={(results, deliveryDate) => {
              request.onDone?.(results);
              if (holdChoiceDone(request.kind, results, deliveryDate)) close();
              else setOutcome({ results, deliveryDate });
            }}
          />
        ))}
    </Modal>
  );
}

type FormProps = {
  request: HoldChoiceRequest;
  onClose: () => void;
  onAnswered: (results: StateChangeResult[], deliveryDate?: string) => void;
};

/** The day picker of a reattempt, or the confirmation of a return. */
function HoldChoiceForm({ request, onClose, onAnswered }: FormProps) {
  const { kind, orders } = request;
  const cutOffs = useQuery(preferencesQueryOptions()).data;
  const now = new Date();
  // One day for all: the latest of their earliest days, so every order can take it.
  const earliest = orders
    .map((order) => (cutOffs ? reattemptDays(order, now, cutOffs).earliest : dubaiToday(now)))
    .reduce((latest, day) => (day > latest ? day : latest), dubaiToday(now));
  const latest = latestScheduleDate(now);
  const [day, setDay] = useState<string>();
  const deliveryDate = day ?? earliest;
  const problem = kind === 'reattempt' ? scheduleProblem(deliveryDate, { earliest, latest }) : undefined;
  const choose = useChooseForHeldOrders();
  const them = orders.length === 1 ? 'it' : 'them';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (problem) return;
    const ids = orders.map((order) => order.id);
    const results = await choose
      .mutateAsync(kind === 'reattempt' ? { kind, ids, deliveryDate } : { kind, ids })
      .catch(() => undefined);
    if (results) onAnswered(results, kind === 'reattempt' ? deliveryDate : undefined);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {kind === 'reattempt' ? (
          <>
            <Text size="sm">
              Choose the day our courier delivers {them} again. The earliest day follows your cut-off times; you can
              choose up to 30 days ahead.
            </Text>
            <TextInput
              type="date"
              label="Delivery day"
              description={`From ${formatDay(earliest)} to ${formatDay(latest)}`}
              min={earliest}
              max={latest}
              value={deliveryDate}
              onChange={(event) => setDay(event.currentTarget.value)}
              error={problem}
              required
              data-autofocus
            />
          </>
        ) : (
          <Text size="sm">
            Our courier brings {them} back to your pickup address instead of trying again. A return cannot be undone.
          </Text>
        )}
        {orders.length > 1 && orders.length <= 5 && (
          <List size="sm">
            {orders.map((order) => (
              <List.Item key={order.id}>
                {order.id} · {order.dropoff.name}
              </List.Item>
            ))}
          </List>
        )}
        {choose.error && (
          <Alert color="red" variant="light" title="Nothing was changed">
            {serverMessage(choose.error, 'The orders could not be changed.')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep on hold
          </Button>
          <Button type="submit" loading={choose.isPending} color={kind === 'return' ? 'grape' : undefined}>
            {kind === 'reattempt'
              ? `Reattempt on ${formatShortDay(deliveryDate)}`
              : `Return ${orders.length === 1 ? 'order' : plural(orders.length, 'order')}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type OutcomeProps = {
  request: HoldChoiceRequest;
  results: StateChangeResult[];
  deliveryDate?: string;
  onClose: () => void;
};

/** What happened to each order, when not all of them could be changed. */
function HoldChoiceOutcome({ request, results, deliveryDate, onClose }: OutcomeProps) {
  const { summary, lines } = outcomeOf(request.kind, results, deliveryDate);
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={summary} role="status" />
      <List size="sm" spacing={4} aria-label="What happened to each order">
        {lines.map((line) => (
          <List.Item key={line.id}>
            <Text span fw={600} size="sm">
              {line.id}
            </Text>
            : {line.text}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
