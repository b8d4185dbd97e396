import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { register } from '../modules/identity';
import { seedDemoFinance } from './finance';
import { seedDemoOrders } from './orders';
import * as q from './queries';

export const DEMO_EMAIL = 'demo@sameday.ae';
/** The demo merchant's orders: about 300 over the last 60 days, in every state (issue #4, "Life in the demo"). */
export const DEMO_ORDERS = { count: 300, days: 60 } as const;

/** A readable password that meets every rule: Word-Word-1234! */
function demoPassword(): string {
  const words = ['Falcon', 'Dune', 'Creek', 'Marina', 'Palm', 'Souk', 'Oasis', 'Pearl'];
  const pick = () => words[randomInt(words.length)];
  return `${pick()}-${pick()}-${randomInt(1000, 10000)}!`;
}

/** On an empty database, creates the demo merchant and says how to sign in. */
export async function seedDemo(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!config.seedDemo) return;
  if ((await q.countUsers(db)) > 0) return;
  log.info(
    `Demo merchant: creating the account, ${DEMO_ORDERS.count} orders, invoices and COD statements (API calls wait until it is done)…`,
  );
  const password = config.demoPassword ?? demoPassword();
  const { id: userId } = await register(
    db,
    {
      full_name: 'Demo Merchant',
      account_name: 'Demo Store LLC',
      phone: '+971501234567',
      email: DEMO_EMAIL,
      password,
      orders_per_month: '101-500',
      vertical: 'Fashion',
      signed_terms: true,
    },
    {},
  );
  const accountId = await q.findPrimaryAccount(db, { id: userId });
  if (accountId) {
    const started = performance.now();
    const seeded = await seedDemoOrders(db, accountId, { ...DEMO_ORDERS, now: new Date() });
    log.info(
      `Demo orders: ${seeded.orders} over the last ${DEMO_ORDERS.days} days in ${Math.round(performance.now() - started)} ms`,
    );
    const financeStarted = performance.now();
    const money = await seedDemoFinance(db, accountId, userId, new Date());
    log.info(
      `Demo finance: ${money.invoices} invoices and ${money.creditNotes} COD statements in ${Math.round(performance.now() - financeStarted)} ms`,
    );
  }
  await q.analyzeTables(db);
  // The demo credentials are meant to be read from the start-up output.
  log.info(`Demo merchant created. Sign in at ${config.publicUrl}/login with ${DEMO_EMAIL} / ${password}`);
}
