import { ORDER_ERROR_MESSAGES, type TrackingSettings } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import type { TrackingCodes } from './codes';
import { settingsOf } from './view';

export { settingsOf as getTrackingSettings };

export async function saveTrackingSettings(db: DbOrTx, accountId: string, input: TrackingSettings) {
  await q.saveSettings(db, { accountId, ...input });
  return settingsOf(db, accountId);
}

/** GET /tracking/orders/{id}/link: the merchant's own order's tracking code and page. */
export async function trackingLink(db: DbOrTx, codes: TrackingCodes, accountId: string, orderId: string) {
  const order = await q.findTrackedOrder(db, accountId, orderId);
  if (!order) throw new AppError('not_found', ORDER_ERROR_MESSAGES.notFound);
  const [code = ''] = (await codes.issue(db, [order])).values();
  return { code, url: codes.urlOf(code) };
}
