import type { ImportRun, IntegrationPlatform } from '@sameday/contract';
import { IMPORT_RUN_MESSAGES, SHOP_CONNECTION_MESSAGES } from '@sameday/contract';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { enqueueJob } from '../../../platform/jobs';
import { ShopAuthError } from '../adapters/shop-platform';
import * as q from '../queries';
import { applyShopOrder } from './apply-delivery';
import { type IntegrationDeps, markNeedsReconnecting, QUEUES, refOf } from './deps';

const DAY_MS = 24 * 60 * 60_000;
const notFound = () => new AppError('not_found', SHOP_CONNECTION_MESSAGES.notFound);

function toImportRun(row: q.ImportRunRow): ImportRun {
  return {
    id: row.id,
    status: row.status as ImportRun['status'],
    days: row.days,
    processed: row.processed,
    imported: row.imported,
    skipped: row.skipped,
    failed: row.failed,
    total: row.total,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Starts "Import recent orders" for the caller's connection: a durable job reads the shop's
 * orders of the last `days` days a page at a time. While one runs, a second start answers it.
 */
export async function startImport(deps: IntegrationDeps, accountId: string, id: string, days: number) {
  const connection = await q.findConnection(deps.db, accountId, id);
  if (!connection) throw notFound();
  if (connection.status !== 'connected' || !refOf(deps.sealer, connection))
    throw new AppError('failed_precondition', SHOP_CONNECTION_MESSAGES.reconnectFirst);
  const run = await deps.db.transaction(async (tx) => {
    const added = await q.insertImportRun(tx, {
      id: randomId('imp'),
      accountId,
      connectionId: connection.id,
      days,
      since: new Date(Date.now() - days * DAY_MS),
    });
    if (added) await enqueueJob(tx, QUEUES.importRecent, { runId: added.id }, { key: added.id });
    return added;
  });
  const current = run ?? (await q.findLatestImportRun(deps.db, connection.id));
  if (!current) throw new Error('no import run');
  return { run: toImportRun(current) };
}

/** The progress of the connection's latest import, or null when none ever ran. */
export async function getImportProgress(deps: IntegrationDeps, accountId: string, id: string) {
  const connection = await q.findConnection(deps.db, accountId, id);
  if (!connection) throw notFound();
  const run = await q.findLatestImportRun(deps.db, connection.id);
  return { run: run ? toImportRun(run) : null };
}

/** Ends a run as failed, in plain words. */
const failRun = (deps: IntegrationDeps, runId: string, error: string) =>
  q.updateImportRun(deps.db, runId, { status: 'failed', error, finishedAt: new Date() });

/**
 * The job of one run: reads the shop a page at a time from the stored cursor, applies each
 * shop order exactly as a webhook's (one order per shop order, whatever the overlap), and
 * stores the counts and the next cursor after each page, so a restart goes on from there.
 * A page read again after a crash is harmless: its orders are already known here. The job's
 * lock is renewed after each page (keepAlive), so a run longer than the runner's stale time is
 * not taken by a second worker at the same time.
 */
export async function runImport(
  deps: IntegrationDeps,
  runId: string,
  maxAttempt = false,
  keepAlive: () => Promise<void> = async () => {},
) {
  const run = await q.findImportRun(deps.db, runId);
  if (run?.status !== 'running') return;
  const connection = await q.findConnectionById(deps.db, run.connectionId);
  const adapter = connection && deps.adapters.adapterFor(connection.platform as IntegrationPlatform);
  const ref = connection && refOf(deps.sealer, connection, deps.db);
  if (!connection || connection.status === 'disconnected' || !adapter || !ref)
    return failRun(deps, runId, IMPORT_RUN_MESSAGES.disconnected);
  let { cursor, processed, imported, skipped, failed } = run;
  try {
    do {
      const page = await adapter.listRecentOrders(ref, run.since, cursor);
      for (const order of page.orders) {
        const outcome = await applyShopOrder(deps, connection, order);
        processed += 1;
        if (outcome === 'failed') failed += 1;
        else if (outcome === 'skipped' || outcome === 'not_applied') skipped += 1;
        else imported += 1;
      }
      cursor = page.nextCursor;
      const last = cursor === null;
      await q.updateImportRun(deps.db, runId, {
        cursor,
        processed,
        imported,
        skipped,
        failed,
        ...(last ? { status: 'done', total: processed, finishedAt: new Date() } : {}),
      });
      // A long import (thousands of orders) outlasts the runner's lock: renewed after each page,
      // no second worker takes the run while this one is at it.
      await keepAlive();
    } while (cursor !== null);
  } catch (error) {
    if (error instanceof ShopAuthError) {
      await markNeedsReconnecting(deps, connection.id);
      return failRun(deps, runId, IMPORT_RUN_MESSAGES.accessRefused);
    }
    if (maxAttempt) await failRun(deps, runId, IMPORT_RUN_MESSAGES.unreadable);
    throw error;
  }
}
