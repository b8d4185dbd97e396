import { AddressInputSchema, AddressPatchSchema, IdParamsSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { AppError, parseInput } from '../../platform/errors';
import * as addresses from './service';

/** Saved addresses (pickup locations) of the caller's account, by the spec's paths. */
export function registerAddressRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  const create = async (request: Parameters<AuthGuard>[0]) => {
    const caller = await authenticate(request, { permission: 'settings:write' });
    return addresses.createLocation(db, caller.accountId, parseInput(AddressInputSchema, request.body));
  };
  app.post('/partner/addresses', create);
  app.post('/addresses', create);

  const getOne = async (request: Parameters<AuthGuard>[0]) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    const { id } = parseInput(IdParamsSchema, request.params);
    return addresses.getLocation(db, caller.accountId, id);
  };
  app.get('/partner/addresses/:id', getOne);
  app.get('/addresses/:id', getOne);
  app.get('/quiqdash/locations/:id', getOne);

  app.patch('/partner/addresses/:id', async (request) => {
    const caller = await authenticate(request, { permission: 'settings:write' });
    const { id } = parseInput(IdParamsSchema, request.params);
    return addresses.updateLocation(db, caller.accountId, id, parseInput(AddressPatchSchema, request.body));
  });

  app.delete('/partner/addresses/:id', async (request) => {
    const caller = await authenticate(request, { permission: 'settings:write' });
    const { id } = parseInput(IdParamsSchema, request.params);
    await addresses.deleteLocation(db, caller.accountId, id);
    return { status: 'OK' };
  });

  const listOfAccount = async (request: Parameters<AuthGuard>[0]) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    const { id } = parseInput(IdParamsSchema, request.params);
    // Another account's list is not found, not empty: ids are not probed.
    if (id !== caller.accountId) throw new AppError('not_found', 'Account not found');
    return addresses.listLocations(db, caller.accountId);
  };
  app.get('/partner/accounts/:id/addresses', listOfAccount);
  app.get('/accounts/:id/addresses', listOfAccount);

  /** GET {platform}/quiqdash/pickup-zones: where couriers collect, with the account's pickup addresses in each. */
  app.get('/quiqdash/pickup-zones', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    return addresses.listPickupZones(db, caller.accountId);
  });
}
