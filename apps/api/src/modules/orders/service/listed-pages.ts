import type { Db } from '../../../db/client';
import { DUBAI, type Schedule } from '../../../platform/jobs';
import * as q from '../queries';
import { type FindOrdersQuery, listOrdersAnswer } from './find-orders';

/** A page heavier than this (a long page of long addresses) is answered but not kept. */
const LARGEST_KEPT = 2 * 2 ** 20;

/**
 * The orders lists this process answered, each with the version of the account's list it was read
 * at (decision 084), the least recently asked for dropped past `budget` bytes (ORDERS_LIST_KEPT_MB;
 * 0 keeps none).
 */
export class ListedPages {
  readonly #pages = new Map<string, { version: string; answer: Buffer }>();
  #bytes = 0;

  constructor(private readonly budget: number) {}

  /** Whether any page is kept (ORDERS_LIST_KEPT_MB is not 0). */
  get isKeeping(): boolean {
    return this.budget > 0;
  }

  /** How many bytes are kept now (tests). */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string, version: string): Buffer | undefined {
    const page = this.#pages.get(key);
    if (page?.version !== version) return undefined;
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page.answer;
  }

  set(key: string, version: string, answer: Buffer): void {
    this.#forget(key);
    if (answer.length > Math.min(LARGEST_KEPT, this.budget)) return;
    this.#pages.set(key, { version, answer });
    this.#bytes += answer.length;
    for (const oldest of this.#pages.keys()) {
      if (this.#bytes <= this.budget) break;
      this.#forget(oldest);
    }
  }

  #forget(key: string) {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.answer.length;
  }
}

/**
 * GET /quiqdash/orders's answer (decision 084): the page this process answered last for the same
 * account and query, when nothing the list shows has changed since it was read and the Dubai minute
 * is the same (a ready order's collection window moves with the clock); otherwise read again. The
 * version is read before the page, so a page kept under a version shows at least what it had.
 */
export async function ordersPageAnswer(
  db: Db,
  pages: ListedPages,
  accountId: string,
  query: FindOrdersQuery,
  now: Date,
): Promise<Buffer> {
  if (!pages.isKeeping) return listOrdersAnswer(db, accountId, query);
  const version = `${await q.listVersionOf(db, accountId)}@${Math.floor(now.getTime() / 60_000)}`;
  const key = `${accountId} ${JSON.stringify(query)}`;
  const kept = pages.get(key, version);
  if (kept) return kept;
  const answer = await listOrdersAnswer(db, accountId, query);
  pages.set(key, version, answer);
  return answer;
}

/** Every ten minutes: the log of list changes down to one row an account (decision 084). */
export function listChangesCompaction(db: Db): Schedule {
  return {
    name: 'orders.list-changes',
    cron: '*/10 * * * *',
    timeZone: DUBAI,
    run: async () => {
      await q.compactListChanges(db);
    },
  };
}
