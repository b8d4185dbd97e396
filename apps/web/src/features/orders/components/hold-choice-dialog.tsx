import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  latestScheduleDate,
  type Order,
  reattemptDays,
  type StateChangeResult,
  scheduleProblemText,
} from '@sameday/contract';
import { useState } from 'react';
import { usePreferencesQuery } from '../../../entities/preferences';
import { translateContractText, translateServerText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { useChooseForHeldOrders } from '../api/choose-for-held-orders';
import { dubaiToday, formatDay, formatShortDay } from '../lib/format';
import { type HoldChoiceKind, holdChoiceDone, outcomeOf } from '../lib/hold-choice';

export type HoldChoiceRequest = {
  kind: HoldChoiceKind;
  orders: Order[];
  onDone?: (results: StateChangeResult[]) => void;
};

type Props = { request: HoldChoiceRequest | undefined; onClose: () => void };

/**
 * The merchant's choice for held orders: a day to deliver them again, or a confirmed
 * return. When some could not be changed (they left the hold meanwhile) the dialog
 * stays open and says, order by order, what happened.
 */
export function HoldChoiceDialog({ request, onClose }: Props) {
  const { t } = useLingui();
  let title = '';
  if (request) {
    const { kind, orders } = request;
    const id = orders[0]?.id ?? '';
    if (orders.length === 1)
      title = kind === 'reattempt' ? t`Deliver order ${id} again` : t`Return order ${id} to origin?`;
    else
      title =
        kind === 'reattempt'
          ? plural(orders.length, { one: 'Deliver # order again', other: 'Deliver # orders again' })
          : plural(orders.length, { one: 'Return # order to origin?', other: 'Return # orders to origin?' });
  }
  const [outcome, setOutcome] = useState<{ results: StateChangeResult[]; deliveryDate?: string }>();
  const close = () => {
    setOutcome(undefined);
    onClose();
  };
  return (
    <Modal opened={Boolean(request)} onClose={close} title={title} centered>
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
  const { t } = useLingui();
  const { kind, orders } = request;
  const cutOffs = usePreferencesQuery().data;
  const now = new Date();
  // One day for all: the latest of their earliest days, so every order can take it.
  const earliest = orders
    .map((order) => (cutOffs ? reattemptDays(order, now, cutOffs).earliest : dubaiToday(now)))
    .reduce((latest, day) => (day > latest ? day : latest), dubaiToday(now));
  const latest = latestScheduleDate(now);
  const [day, setDay] = useState<string>();
  const deliveryDate = day ?? earliest;
  const problem = kind === 'reattempt' ? scheduleProblemText(deliveryDate, { earliest, latest }) : undefined;
  const choose = useChooseForHeldOrders();
  const firstDay = formatDay(earliest);
  const lastDay = formatDay(latest);
  const chosenDay = formatShortDay(deliveryDate);

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
              {orders.length === 1
                ? t`Choose the day our courier delivers it again. The earliest day follows your cut-off times; you can choose up to 30 days ahead.`
                : t`Choose the day our courier delivers them again. The earliest day follows your cut-off times; you can choose up to 30 days ahead.`}
            </Text>
            <TextInput
              type="date"
              label={t`Delivery day`}
              description={t`From ${firstDay} to ${lastDay}`}
              min={earliest}
              max={latest}
              value={deliveryDate}
              onChange={(event) => setDay(event.currentTarget.value)}
              error={problem && translateServerText(problem.text, problem.message)}
              required
              data-autofocus
            />
          </>
        ) : (
          <Text size="sm">
            {orders.length === 1
              ? t`Our courier brings it back to your pickup address instead of trying again. A return cannot be undone.`
              : t`Our courier brings them back to your pickup address instead of trying again. A return cannot be undone.`}
          </Text>
        )}
        {orders.length > 1 && orders.length <= 5 && (
          <List size="sm">
            {orders.map((order) => (
              <List.Item key={order.id}>
                <bdi>{order.id}</bdi> · <bdi>{order.dropoff.name}</bdi>
              </List.Item>
            ))}
          </List>
        )}
        {choose.error && (
          <Alert color="red" variant="light" title={t`Nothing was changed`}>
            {translateContractText(serverMessage(choose.error, t`The orders could not be changed.`))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Keep on hold</Trans>
          </Button>
          <Button type="submit" loading={choose.isPending} color={kind === 'return' ? 'grape' : undefined}>
            {kind === 'reattempt'
              ? t`Reattempt on ${chosenDay}`
              : orders.length === 1
                ? t`Return order`
                : plural(orders.length, { one: 'Return # order', other: 'Return # orders' })}
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
  const { t } = useLingui();
  const { summary, lines } = outcomeOf(request.kind, results, deliveryDate);
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={summary} role="status" />
      <List size="sm" spacing={4} aria-label={t`What happened to each order`}>
        {lines.map((line) => (
          <List.Item key={line.id}>
            <Text span fw={600} size="sm">
              <bdi>{line.id}</bdi>
            </Text>
            : {line.text}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
