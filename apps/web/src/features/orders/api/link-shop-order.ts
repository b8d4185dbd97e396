import { INTEGRATION_PATHS, type SyncEntryFixedInput, type SyncLogEntry } from '@sameday/contract';
import { apiRequest } from '../../../shared/api';

/** "Fix and import": the failed shop order (its connection and sync log entry) the form was opened from. */
export type ShopOrderSource = { connectionId: string; entryId: string };

/** POST …/sync-log/{entryId}/fixed: links the shop order to the order just placed from it. */
export function linkShopOrder(source: ShopOrderSource, orderId: string): Promise<SyncLogEntry> {
  const path = INTEGRATION_PATHS.syncEntryFixed(
    encodeURIComponent(source.connectionId),
    encodeURIComponent(source.entryId),
  );
  return apiRequest<SyncLogEntry>('platform', path, {
    method: 'POST',
    body: { orderId } satisfies SyncEntryFixedInput,
  });
}
