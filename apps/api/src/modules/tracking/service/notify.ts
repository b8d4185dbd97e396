import { formatServiceDate, isQuietTime, NOTIFY_EVENTS, type NotifyEvent, sendTimeFor } from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { catalogText } from '../../../platform/catalogs';
import { randomId } from '../../../platform/crypto';
import { enqueueJob } from '../../../platform/jobs';
import type { MailLanguage } from '../../../platform/mail-language';
import type { Mailer } from '../../../platform/mailer';
import type { OrderMoved } from '../../orders';
import type { MessageProvider } from '../adapters/message-provider';
import * as q from '../queries';
import type { TrackingCodes } from './codes';
import { settingsOf } from './view';

export const NOTICE_QUEUE = 'tracking.notice';

/** The clock the quiet window is read by (tests set the hour of the day). */
export const noticeClock = { now: () => new Date() };

export type Notice = { accountId: string; orderId: string; kind: NotifyEvent; ref: string };
export type NotifyDeps = {
  db: Db;
  codes: TrackingCodes;
  mailer: Mailer;
  provider: MessageProvider | undefined;
  /** WhatsApp when the provider has a WhatsApp sender, else SMS. */
  phoneChannel?: 'sms' | 'whatsapp';
};

const isNotifyEvent = (status: string): status is NotifyEvent => (NOTIFY_EVENTS as readonly string[]).includes(status);
const keyOf = (notice: Notice) => `${notice.orderId}:${notice.kind}:${notice.ref}`;

/**
 * Out for delivery is the message that carries the delivery code, when the carrier sent one: it
 * goes whatever the account chose, as the code reaches the recipient no other way.
 */
const carriesDeliveryCode = (kind: NotifyEvent) => kind === 'out_for_delivery';

/**
 * In the caller's transaction: one job per event (its key), when the account notifies of this
 * kind (out for delivery always: the job decides once the carrier's code is kept), due now or,
 * in the quiet window (22:00–08:00 Dubai), at 08:00 (out for delivery: now).
 */
export async function enqueueNotice(tx: DbOrTx, notice: Notice, now = noticeClock.now()) {
  const settings = await settingsOf(tx, notice.accountId);
  if (!settings.notifyEvents.includes(notice.kind) && !carriesDeliveryCode(notice.kind)) return;
  const sendAt = sendTimeFor(notice.kind, now);
  await enqueueJob(tx, NOTICE_QUEUE, notice, {
    key: keyOf(notice),
    ...(sendAt.getTime() > now.getTime() ? { runAt: sendAt } : {}),
  });
}

/** The order moves recipients hear of; the n-th failed attempt is its own event. */
export async function noticeOfMove(tx: DbOrTx, event: OrderMoved) {
  if (!isNotifyEvent(event.to)) return;
  const ref = String(await q.countMovesTo(tx, event.orderId, event.to));
  await enqueueNotice(tx, { accountId: event.accountId, orderId: event.orderId, kind: event.to, ref });
}

/**
 * The message in one language: what happened, the delivery code when given (for the recipient
 * alone: never on the tracking page, which the label's holder can read, docs/decisions/052), and
 * the tracking link. The words are the shared catalog's `recipient.*` (docs/decisions/053).
 */
function noticeIn(
  language: MailLanguage,
  kind: NotifyEvent,
  values: { merchant: string; day: string; url: string },
  deliveryCode?: string,
): string {
  return [
    catalogText(language, `recipient.notice.${kind}`, values),
    deliveryCode ? catalogText(language, 'recipient.deliveryCode', { code: deliveryCode }) : undefined,
    catalogText(language, 'recipient.track', values),
  ]
    .filter((part) => part !== undefined)
    .join(' ');
}

/** The message in English then Arabic, with the tracking link (and the delivery code, when given). */
export function noticeText(
  kind: NotifyEvent,
  merchant: string,
  date: string,
  url: string,
  deliveryCode?: string,
): string {
  const day = formatServiceDate(date);
  const arDay = new Intl.DateTimeFormat('ar-AE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${date}T00:00:00Z`));
  return `${noticeIn('en', kind, { merchant, day, url }, deliveryCode)}\n${noticeIn('ar', kind, { merchant, day: arDay, url }, deliveryCode)}`;
}

/**
 * The job: each channel's message once (recipient_messages is unique per event and channel).
 * A retry after a crash sends only what is not yet recorded as sent; a job that a retry pushed
 * into the quiet window waits for 08:00 in a follow-up job instead of waking anyone.
 */
export async function sendNotice(deps: NotifyDeps, notice: Notice, now = noticeClock.now()) {
  if (notice.kind !== 'out_for_delivery' && isQuietTime(now)) {
    await enqueueJob(deps.db, NOTICE_QUEUE, notice, {
      key: `${keyOf(notice)}:morning`,
      runAt: sendTimeFor(notice.kind, now),
    });
    return;
  }
  const order = await q.findTrackedOrder(deps.db, notice.accountId, notice.orderId);
  if (!order) return;
  // Read as the job runs: the carrier's code is kept in the move's transaction, after its listeners.
  const deliveryCode = carriesDeliveryCode(notice.kind) ? order.proof?.otp : undefined;
  const settings = await settingsOf(deps.db, order.accountId);
  if (!settings.notifyEvents.includes(notice.kind) && !deliveryCode) return;
  const [code] = (await deps.codes.issue(deps.db, [order])).values();
  const url = deps.codes.urlOf(code ?? '');
  const dropoff = order.dropoff as { phone?: string; email?: string };
  const text = noticeText(notice.kind, order.merchantName, order.serviceDate, url, deliveryCode);
  const eventKey = keyOf(notice);
  const channels: { channel: 'sms' | 'whatsapp' | 'email'; to: string }[] = [];
  if (dropoff.phone) channels.push({ channel: deps.phoneChannel ?? 'sms', to: dropoff.phone });
  if (typeof dropoff.email === 'string' && dropoff.email.includes('@'))
    channels.push({ channel: 'email', to: dropoff.email });
  for (const { channel, to } of channels) {
    const existing = await q.findMessage(deps.db, eventKey, channel);
    if (existing?.sentAt || (existing && channel !== 'email' && !deps.provider)) continue;
    const id = existing?.id ?? randomId('rmsg');
    if (!existing)
      await q.insertMessage(deps.db, {
        id,
        accountId: order.accountId,
        orderId: order.id,
        eventKey,
        channel,
        recipient: to,
        text,
      });
    if (channel === 'email') {
      await deps.mailer.send({
        to,
        subject: `${order.merchantName}: ${catalogText('en', `recipient.notice.${notice.kind}`, { merchant: order.merchantName, day: formatServiceDate(order.serviceDate) })}`,
        text,
      });
      await q.markMessageSent(deps.db, id);
    } else if (deps.provider) {
      await deps.provider.send({ channel, to, text, idempotencyKey: `${eventKey}:${channel}` });
      await q.markMessageSent(deps.db, id);
    }
  }
}
