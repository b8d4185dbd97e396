import { eq } from 'drizzle-orm';
import type { BaseDb } from '../db/client';
import { randomSecret } from './crypto';
import { appSecrets } from './tables';

/**
 * Reads a generated secret, creating it on first use. Kept in the database so
 * every replica signs and checks with the same key.
 */
export async function loadOrCreateSecret(db: BaseDb, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomSecret(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be created`);
  return row.value;
}
