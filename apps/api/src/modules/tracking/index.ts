import type { Db } from '../../db/client';
import type { JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mailer';
import { onOrderMoved, provideTrackingUrls } from '../orders';
import {
  type MessageProvider,
  NOTICE_QUEUE,
  type Notice,
  noticeOfMove,
  sendNotice,
  type TrackingCodes,
} from './service';

export { registerTrackingRoutes } from './routes';
export { createMessageProvider, createTrackingCodes, type TrackingCodes } from './service';

type TrackingJobDeps = {
  db: Db;
  jobs: JobRunner;
  codes: TrackingCodes;
  mailer: Mailer;
  provider?: MessageProvider;
  phoneChannel?: 'sms' | 'whatsapp';
};

/**
 * Tracking's part in the orders' life: each label prints the order's tracking link, each move
 * that matters queues the recipient's message (in the move's transaction), the job sends it.
 */
export function registerTrackingJobs(deps: TrackingJobDeps): void {
  const { db, codes } = deps;
  provideTrackingUrls(db, (tx, orders) => {
    const { codes: issued, recorded } = codes.beginIssue(tx, orders);
    return { urls: new Map([...issued].map(([id, code]) => [id, codes.urlOf(code)])), recorded };
  });
  deps.jobs.handle(NOTICE_QUEUE, async (payload) => sendNotice(deps, payload as Notice));
  onOrderMoved(db, noticeOfMove);
}

/** The tracking page of an order (the shops' fulfilments link to it). */
export async function trackingUrlOf(db: Db, codes: TrackingCodes, order: { id: string; accountId: string }) {
  const [code = ''] = (await codes.issue(db, [order])).values();
  return codes.urlOf(code);
}
