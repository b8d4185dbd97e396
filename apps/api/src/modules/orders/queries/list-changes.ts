import { inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../../db/client';
import { orderListChanges } from '../tables';

/** The account the database logs for a change that may show in every account's list. */
const EVERY_ACCOUNT = '*';

/**
 * The account's last logged change and how many are logged (decision 084), as one text: any commit
 * that wrote what its list shows, in any process, gives another. The count matters as much as the
 * last: a change logged earlier may commit after a later one. One prepared statement, an
 * index-only scan of the account's few rows.
 */
function prepareListVersion(db: DbOrTx) {
  return db
    .select({ version: sql<string>`coalesce(max(${orderListChanges.seq}), 0) || ':' || count(*)` })
    .from(orderListChanges)
    .where(inArray(orderListChanges.accountId, [sql.placeholder('accountId'), EVERY_ACCOUNT]))
    .prepare('order_list_version');
}
const preparedVersions = new WeakMap<DbOrTx, ReturnType<typeof prepareListVersion>>();

export async function listVersionOf(db: DbOrTx, accountId: string): Promise<string> {
  const statement = preparedVersions.get(db) ?? prepareListVersion(db);
  preparedVersions.set(db, statement);
  const [row] = await statement.execute({ accountId });
  return row?.version ?? '0:0';
}

/**
 * Keeps one row for each account that has several (decision 084): they are deleted and a new
 * one logged in their place, numbered after every change logged so far, so an account's version
 * never comes back to one it had. An account with one row keeps it. Returns how many were deleted.
 */
export async function compactListChanges(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`
    with crowded as (
      select ${orderListChanges.accountId} as account_id from ${orderListChanges}
      group by ${orderListChanges.accountId} having count(*) > 1
    ),
    gone as (
      delete from ${orderListChanges} using crowded
      where ${orderListChanges.accountId} = crowded.account_id
      returning ${orderListChanges.accountId} as account_id
    ),
    logged as (
      insert into ${orderListChanges} (account_id) select distinct account_id from gone returning 1
    )
    select (select count(*) from gone)::int as deleted`);
  return Number(rowsOf<{ deleted: number }>(result)[0]?.deleted ?? 0);
}
