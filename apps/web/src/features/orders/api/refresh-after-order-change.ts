import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../entities/account';
import { preferencesKeys } from '../../../entities/preferences';
import { savedPickupsKeys } from '../../../entities/saved-pickups';
import { shippingProfileKeys } from '../../../entities/shipping-profile';
import { ordersKeys } from './query-keys';

/**
 * After the form places or edits an order: every orders list, count and record,
 * and what the form read to set itself up (the account, its pickups, preferences
 * and shipping profile). Those reads once sat below ['orders'] and so were read
 * again here, which shows the form's loading state and sets it up anew; they are
 * entities now and are named one by one so the screen behaves as it did.
 */
export function refreshAfterOrderChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    queryClient.invalidateQueries({ queryKey: savedPickupsKeys.all }),
    queryClient.invalidateQueries({ queryKey: preferencesKeys.all }),
    queryClient.invalidateQueries({ queryKey: shippingProfileKeys.all }),
  ]);
}
