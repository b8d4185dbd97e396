import type { CourierAction, CourierActionResult } from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import {
  dismissRefused,
  enqueueAction,
  enqueueProof,
  flushOutbox,
  memoryStore,
  newId,
  type OutboxTransport,
  TransientError,
  waitingCount,
} from './queue';

const at = '2026-11-29T08:00:00.000Z';
const shiftStart = (): CourierAction => ({ id: newId(), at, kind: 'shift_start' });
const deliver = (orderId: string, photoId: string, signatureId: string): CourierAction => ({
  id: newId(),
  at,
  kind: 'deliver',
  orderId,
  photoId,
  signatureId,
});
const photo = () => new Blob(['jpeg'], { type: 'image/jpeg' });

/** A server that applies each action id once and answers a repeat the same; it can be told to fail. */
function fakeServer() {
  const applied = new Map<string, CourierActionResult>();
  const proofs = new Set<string>();
  const log: string[] = [];
  const server = {
    applied,
    proofs,
    log,
    /** Calls to fail with no answer (the link drops), counted down. */
    dropNext: 0,
    /** Drops the answer after the server has done the work (the worst case for "exactly once"). */
    loseAnswerNext: 0,
    refuse: new Set<string>(),
    transport: {
      async uploadProof(id) {
        log.push(`proof ${id}`);
        if (server.dropNext > 0) {
          server.dropNext--;
          throw new TransientError('offline');
        }
        proofs.add(id);
        return { ok: true };
      },
      async sendActions(actions) {
        log.push(`actions ${actions.map((action) => action.id).join(',')}`);
        if (server.dropNext > 0) {
          server.dropNext--;
          throw new TransientError('offline');
        }
        const results = actions.map((action): CourierActionResult => {
          const known = applied.get(action.id);
          if (known) return known;
          const missingProof = action.kind === 'deliver' && action.photoId && !proofs.has(action.photoId);
          if (missingProof) return { id: action.id, kind: action.kind, outcome: 'retry' };
          const result: CourierActionResult = server.refuse.has(action.id)
            ? { id: action.id, kind: action.kind, outcome: 'refused', code: 'failed_precondition', message: 'No.' }
            : { id: action.id, kind: action.kind, outcome: 'applied' };
          applied.set(action.id, result);
          return result;
        });
        if (server.loseAnswerNext > 0) {
          server.loseAnswerNext--;
          throw new TransientError('answer lost');
        }
        return results;
      },
    } satisfies OutboxTransport,
  };
  return server;
}

describe('the courier outbox', () => {
  it('sends proofs before the action naming them, and actions in the order they were taken', async () => {
    const store = memoryStore();
    const first = shiftStart();
    const photoId = newId();
    const signatureId = newId();
    const delivery = deliver('ord_1', photoId, signatureId);
    await enqueueAction(store, first);
    await enqueueProof(store, photoId, photo(), 'image/jpeg');
    await enqueueProof(store, signatureId, photo(), 'image/png');
    await enqueueAction(store, delivery);
    expect(waitingCount(await store.all())).toBe(2);
    const server = fakeServer();
    const report = await flushOutbox(store, server.transport);
    expect(server.log).toEqual([
      `actions ${first.id}`,
      `proof ${photoId}`,
      `proof ${signatureId}`,
      `actions ${delivery.id}`,
    ]);
    expect(report.results.map((result) => result.outcome)).toEqual(['applied', 'applied']);
    expect(await store.all()).toEqual([]);
  });

  it('keeps everything while offline and sends the same ids again, each applied once', async () => {
    const store = memoryStore();
    const actions = Array.from({ length: 5 }, shiftStart);
    for (const action of actions) await enqueueAction(store, action);
    const server = fakeServer();
    server.dropNext = 1;
    expect((await flushOutbox(store, server.transport)).stopped).toBe(true);
    expect(waitingCount(await store.all())).toBe(5);
    // The server applies them but the answer never arrives: sent again, answered the same, applied once.
    server.loseAnswerNext = 1;
    await flushOutbox(store, server.transport);
    expect(waitingCount(await store.all())).toBe(5);
    await flushOutbox(store, server.transport);
    expect(await store.all()).toEqual([]);
    expect([...server.applied.keys()]).toEqual(actions.map((action) => action.id));
    const sent = server.log.filter((line) => line.startsWith('actions '));
    expect(new Set(sent).size).toBe(1);
  });

  it('never drops a proof: an upload that fails stays, and a refused image is kept aside', async () => {
    const store = memoryStore();
    const photoId = newId();
    await enqueueProof(store, photoId, photo(), 'image/jpeg');
    await enqueueAction(store, deliver('ord_2', photoId, newId()));
    const server = fakeServer();
    server.dropNext = 3;
    for (let tries = 0; tries < 3; tries++) await flushOutbox(store, server.transport);
    const kept = await store.all();
    expect(kept.map((item) => item.type)).toEqual(['proof', 'action']);
    expect(kept[0]?.type === 'proof' && (await kept[0].blob.text())).toBe('jpeg');

    const refusing: OutboxTransport = {
      uploadProof: async () => ({ ok: false, message: 'A proof image is at most 5 MB.' }),
      sendActions: server.transport.sendActions,
    };
    await flushOutbox(store, refusing);
    const after = await store.all();
    expect(after[0]).toMatchObject({ type: 'proof', id: photoId, refused: 'A proof image is at most 5 MB.' });
    // The action was answered "retry" (its photo never arrived): it waits, in place.
    expect(after[1]).toMatchObject({ type: 'action' });
    expect(after[1]?.refused).toBeUndefined();
    await dismissRefused(store, after[0]?.seq as number);
    expect((await store.all()).length).toBe(2);
  });

  it('sets a refused action aside with its message and goes on with the next', async () => {
    const store = memoryStore();
    const [a, b, c] = [shiftStart(), shiftStart(), shiftStart()] as const;
    for (const action of [a, b, c]) await enqueueAction(store, action);
    const server = fakeServer();
    server.refuse.add(b.id);
    const report = await flushOutbox(store, server.transport);
    expect(report.results.map((result) => result.outcome)).toEqual(['applied', 'refused', 'applied']);
    const left = await store.all();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: b.id, refused: 'No.' });
    expect(waitingCount(left)).toBe(0);
    await dismissRefused(store, left[0]?.seq as number);
    expect(await store.all()).toEqual([]);
  });

  it('stops at an action answered "retry" and keeps those after it in order', async () => {
    const store = memoryStore();
    const missingPhoto = newId();
    const delivery = deliver('ord_3', missingPhoto, newId());
    const later = shiftStart();
    await enqueueAction(store, delivery);
    await enqueueAction(store, later);
    const server = fakeServer();
    const report = await flushOutbox(store, server.transport);
    expect(report.stopped).toBe(true);
    expect((await store.all()).map((item) => item.id)).toEqual([delivery.id, later.id]);
  });

  it('makes version 4 UUIDs', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
