// The courier app's outbox (docs/decisions/060): every action the courier takes, and every photo
// or signature it needs, is written here first, on the phone, with its own id, and sent in the
// order it was taken. Pure: the storage and the network are passed in, so the same code runs in
// the page and in the service worker, and under test.
import type { CourierAction, CourierActionResult } from '@sameday/contract';

/** A photo or signature, kept until the server has confirmed it (PUT /courier/proofs/:id). */
export type ProofItem = {
  seq?: number;
  type: 'proof';
  id: string;
  blob: Blob;
  contentType: string;
  /** Why the server would not take it (a refusal that sending again cannot change): kept, shown, not sent again. */
  refused?: string;
};

/** One action, with the ids of the proofs it names (uploaded before it). */
export type ActionItem = {
  seq?: number;
  type: 'action';
  id: string;
  action: CourierAction;
  /** The server's refusal: kept to show the courier, never sent again. */
  refused?: string;
  refusedCode?: string;
};

export type OutboxItem = ProofItem | ActionItem;

/** Where the outbox lives: IndexedDB in the app (store.ts), a map under test. Items come back in `seq` order. */
export interface OutboxStore {
  add(item: OutboxItem): Promise<number>;
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(seq: number): Promise<void>;
}

/** A proof upload's answer: `ok`, or a refusal sending again cannot change (too large, not an image). */
export type ProofOutcome = { ok: true } | { ok: false; message: string };

/**
 * The server as the outbox sees it. Either call throws a `TransientError` (no network, a server
 * error, signed out) when nothing can be concluded: the outbox stops and sends the same again later.
 */
export interface OutboxTransport {
  uploadProof(id: string, blob: Blob, contentType: string): Promise<ProofOutcome>;
  sendActions(actions: CourierAction[]): Promise<CourierActionResult[]>;
}

export class TransientError extends Error {
  override name = 'TransientError';
}

/** Actions sent in one request at most (the contract allows 200). */
export const BATCH_SIZE = 50;

export type FlushReport = {
  /** The server's answers to the actions sent (applied or refused), in order. */
  results: CourierActionResult[];
  /** Stopped before the end: no network, a server error, or a proof not arrived yet. */
  stopped: boolean;
};

/** The items still to be sent, in order (refused items stay in the store, aside). */
export const pendingItems = (items: readonly OutboxItem[]) => items.filter((item) => !item.refused);

/**
 * "Waiting to send": the actions not yet confirmed, and proofs no waiting action names (a proof
 * is sent with its action, so it is counted once).
 */
export function waitingCount(items: readonly OutboxItem[]): number {
  const pending = pendingItems(items);
  const actions = pending.filter((item): item is ActionItem => item.type === 'action');
  const named = new Set(actions.flatMap((item) => proofIdsOf(item.action)));
  const loose = pending.filter((item) => item.type === 'proof' && !named.has(item.id));
  return actions.length + loose.length;
}

export function proofIdsOf(action: CourierAction): string[] {
  // A sign-off's drawn signature is sent with it, as a delivery's photo and signature are.
  if (action.kind === 'sign_manifest') return [action.signatureId];
  if (action.kind !== 'deliver') return [];
  return [action.photoId, action.signatureId].filter((id): id is string => Boolean(id));
}

/** Keeps a proof: its id is made on the phone and never changes. */
export async function enqueueProof(store: OutboxStore, id: string, blob: Blob, contentType: string): Promise<void> {
  await store.add({ type: 'proof', id, blob, contentType });
}

/** Keeps an action, after any proof it names (enqueue those first). */
export async function enqueueAction(store: OutboxStore, action: CourierAction): Promise<void> {
  await store.add({ type: 'action', id: action.id, action });
}

/**
 * Sends what waits, in order: a proof by itself, then the actions up to the next proof in one
 * request. A confirmed item leaves the store only after its answer; anything unclear leaves it
 * where it is, to be sent again with the same id (the server answers a repeat as the first time).
 */
export async function flushOutbox(store: OutboxStore, transport: OutboxTransport): Promise<FlushReport> {
  const results: CourierActionResult[] = [];
  for (;;) {
    const pending = pendingItems(await store.all());
    const head = pending[0];
    if (!head) return { results, stopped: false };
    try {
      if (head.type === 'proof') {
        await sendProof(store, transport, head);
        continue;
      }
      const batch = leadingActions(pending);
      const answered = await sendBatch(store, transport, batch);
      results.push(...answered.results);
      if (answered.stopped) return { results, stopped: true };
    } catch (error) {
      if (error instanceof TransientError) return { results, stopped: true };
      throw error;
    }
  }
}

function leadingActions(pending: readonly OutboxItem[]): ActionItem[] {
  const batch: ActionItem[] = [];
  for (const item of pending) {
    if (item.type !== 'action' || batch.length === BATCH_SIZE) break;
    batch.push(item);
  }
  return batch;
}

async function sendProof(store: OutboxStore, transport: OutboxTransport, item: ProofItem): Promise<void> {
  const outcome = await transport.uploadProof(item.id, item.blob, item.contentType);
  // A refused image is kept (never a lost proof): set aside with the reason, for the courier to see.
  if (outcome.ok) await store.remove(item.seq as number);
  else await store.put({ ...item, refused: outcome.message });
}

async function sendBatch(
  store: OutboxStore,
  transport: OutboxTransport,
  batch: ActionItem[],
): Promise<{ results: CourierActionResult[]; stopped: boolean }> {
  const answers = await transport.sendActions(batch.map((item) => item.action));
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  const results: CourierActionResult[] = [];
  for (const item of batch) {
    const answer = byId.get(item.id);
    // No answer, or "send again later": this one and those after it wait, in the same order.
    if (!answer || answer.outcome === 'retry') return { results, stopped: true };
    if (answer.outcome === 'applied') await store.remove(item.seq as number);
    else await store.put({ ...item, refused: answer.message ?? answer.code ?? 'refused', refusedCode: answer.code });
    results.push(answer);
  }
  return { results, stopped: false };
}

/** Forgets a refused action the courier has read; a refused proof is never forgotten this way. */
export async function dismissRefused(store: OutboxStore, seq: number): Promise<void> {
  const item = (await store.all()).find((candidate) => candidate.seq === seq);
  if (item?.type === 'action' && item.refused) await store.remove(seq);
}

/** An in-memory store, for tests and for phones without IndexedDB (nothing survives a reload there). */
export function memoryStore(): OutboxStore & { items: Map<number, OutboxItem> } {
  const items = new Map<number, OutboxItem>();
  let next = 1;
  return {
    items,
    async add(item) {
      const seq = next++;
      items.set(seq, { ...item, seq });
      return seq;
    },
    async all() {
      return [...items.values()].sort((a, b) => (a.seq as number) - (b.seq as number));
    },
    async put(item) {
      items.set(item.seq as number, item);
    },
    async remove(seq) {
      items.delete(seq);
    },
  };
}

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
