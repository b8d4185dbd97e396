import { isCourier, isStaff, STAFF_ACCESS } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import type { Caller } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { courierIdOfUser } from '../../fleet';
import { audience } from './reactions';

export const LIVE_MESSAGES = {
  refused: 'This socket cannot listen with these credentials.',
  helloFirst: 'The first message must be a hello with a token or a tracking code.',
  unknownCode: 'No delivery has this tracking code.',
  upgradeOnly: 'This address takes a WebSocket (live updates): open it with an upgrade.',
} as const;

const refused = () => new AppError('permission_denied', LIVE_MESSAGES.refused);

/**
 * What a signed-in caller's socket hears, as the REST API would let them read it:
 * - a courier (and no staff): their own missions only;
 * - staff with the dispatch board's access (operations, or an admin): the board;
 * - a member of an account who may read its orders: that account (the one the token acts on, as
 *   every REST call): a support view of an account included, which reads it.
 * An API client's token is refused: clients hear of changes through webhooks.
 */
export async function audiencesOfCaller(db: DbOrTx, caller: Caller): Promise<string[]> {
  if (caller.clientId || caller.isRestricted) throw refused();
  if (isCourier(caller.roles) && !isStaff(caller.roles)) {
    const courierId = await courierIdOfUser(db, caller.userId);
    if (!courierId) throw refused();
    return [audience.courier(courierId)];
  }
  const audiences: string[] = [];
  const dispatch = STAFF_ACCESS.dispatch as readonly string[];
  if (caller.roles.includes('admin') || caller.roles.some((role) => dispatch.includes(role))) {
    audiences.push(audience.operations);
  }
  if (caller.permissions.includes('orders:read')) audiences.push(audience.account(caller.accountId));
  if (audiences.length === 0) throw refused();
  return audiences;
}
