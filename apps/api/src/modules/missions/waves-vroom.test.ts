// A wave planned by a VROOM server on OSRM's travel (both stand-ins on 127.0.0.1), through the API.
import type { AuditLogPage, Mission, Wave } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dubaiParts, newCourier, shiftAroundNow } from '../../test/fleet';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { changeStateOk, type Merchant, newMerchant, placeOrder } from '../../test/orders';
import { newStaff } from '../../test/staff';
import { type OsrmStandIn, startOsrmStandIn } from '../../test/stand-ins/osrm/stand-in';
import { startVroomStandIn, type VroomStandIn } from '../../test/stand-ins/vroom/stand-in';
import { call, type Member, ok } from '../../test/teams';

let t: TestApp;
let osrm: OsrmStandIn;
let vroom: VroomStandIn;
let operations: Member;
let merchant: Merchant;
let courier: { courier: { id: string } };
const today = dubaiParts(new Date()).date;
const planningClock = () => new Date(`${today}T08:00:00+04:00`);

beforeAll(async () => {
  osrm = await startOsrmStandIn();
  vroom = await startVroomStandIn();
  t = await createTestApp({ routing: { osrmUrl: osrm.url, vroomUrl: vroom.url } }, { clock: planningClock });
  operations = await newStaff(t, ['operations']);
  merchant = await newMerchant(t);
  courier = await newCourier(t, operations, { vehicle: { kind: 'van' } });
  await shiftAroundNow(t, operations, courier.courier.id);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await osrm?.close();
  await vroom?.close();
});

async function readyOrders(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await placeOrder(t, merchant, { serviceKind: 'same_day' })).id);
  await changeStateOk(t, merchant.token, ids, 'ready_for_collection');
  return ids;
}

const planWave = (orderIds: string[]) =>
  call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
    date: today,
    orderIds,
    courierIds: [courier.courier.id],
    seconds: 0.5,
  });

describe('a wave planned by VROOM on OSRM travel', () => {
  it('sends the wave to VROOM with OSRM’s matrix, and keeps VROOM’s routes as missions', async () => {
    const orderIds = await readyOrders(2);
    const [tables, inputs] = [osrm.requests.length, vroom.inputs.length];
    const wave = ok<Wave>(await planWave(orderIds));
    expect(osrm.requests.length).toBeGreaterThan(tables);
    expect(vroom.inputs.length).toBe(inputs + 1);
    const input = vroom.inputs.at(-1);
    expect(input?.shipments).toHaveLength(2);
    expect(input?.vehicles).toHaveLength(1);
    expect(wave.unassigned).toEqual([]);
    const missions = await Promise.all(
      wave.missionIds.map(async (id) =>
        ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${id}`, operations.token)),
      ),
    );
    const stops = missions.flatMap((mission) => mission.stops);
    expect(
      stops
        .filter((stop) => stop.kind === 'dropoff')
        .flatMap((stop) => stop.orderIds)
        .sort(),
    ).toEqual([...orderIds].sort());
    // The staff audit log names the planner that made the wave.
    const admin = await newStaff(t, ['admin']);
    const audit = ok<AuditLogPage>(
      await call(t.app, 'GET', `/admin/audit-log?action=dispatch.wave_planned&target_id=${wave.id}`, admin.token),
    );
    expect(audit.items.map((entry) => (entry.after as { planner?: string }).planner)).toEqual(['vroom+osrm']);
    for (const mission of missions) {
      expect(mission.courierId).toBe(courier.courier.id);
      expect(mission.explanationText?.id).toBe('missionPlans.nearestStart');
      expect(mission.explanation).not.toContain(courier.courier.id);
      expect(mission.distanceMeters).toBeGreaterThan(0);
    }
  });

  it('answers unavailable, and plans nothing, when VROOM fails', async () => {
    const orderIds = await readyOrders(1);
    vroom.setMode('error');
    try {
      expectError(
        await planWave(orderIds),
        503,
        'unavailable',
        'The route optimiser (VROOM) could not plan the wave (code 1: Internal error (stand-in)).',
      );
    } finally {
      vroom.setMode('ok');
    }
    const wave = ok<Wave>(await planWave(orderIds));
    expect(wave.missionIds.length).toBeGreaterThan(0);
  });
});
