import { randomInt } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { users } from './db/schema';
import { register } from './modules/identity/service';

export const DEMO_EMAIL = 'demo@sameday.ae';

/** A readable password that meets every rule: Word-Word-1234! */
function demoPassword(): string {
  const words = ['Falcon', 'Dune', 'Creek', 'Marina', 'Palm', 'Souk', 'Oasis', 'Pearl'];
  const pick = () => words[randomInt(words.length)];
  return `${pick()}-${pick()}-${randomInt(1000, 10000)}!`;
}

/** On an empty database, creates the demo merchant and says how to sign in. */
export async function seedDemo(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!config.seedDemo) return;
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return;
  const password = config.demoPassword ?? demoPassword();
  await register(
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
  // The demo credentials are meant to be read from the start-up output.
  log.info(`Demo merchant created. Sign in at ${config.publicUrl}/login with ${DEMO_EMAIL} / ${password}`);
}
