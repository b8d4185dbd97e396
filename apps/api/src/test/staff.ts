// Fixtures of the staff tests: staff users with roles, bare accounts and invoices written directly.
import type { StaffRole } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { accounts, invoices, staffGrants, users } from '../db/schema';
import { randomId } from '../platform/crypto';
import type { TestApp } from './harness';
import { type Member, newMember } from './teams';

/** A signed-in user holding these staff roles, each with a grant in force (as an admin would give them). */
export async function newStaff(t: TestApp, roles: StaffRole[]): Promise<Member> {
  const member = await newMember(t.app, { full_name: `Staff ${roles.join(' ')}` });
  await t.database.db.update(users).set({ roles }).where(eq(users.id, member.userId));
  for (const role of roles) {
    await t.database.db.insert(staffGrants).values({ userId: member.userId, role, source: 'command' });
  }
  return member;
}

/** A bare merchant account (no user), for fixtures that only need its id. */
export async function newAccountRow(t: TestApp, name = 'Fixture Perfumes'): Promise<string> {
  const id = randomId('acc');
  await t.database.db.insert(accounts).values({
    id,
    name,
    clientType: 'business',
    vertical: 'Perfumes',
    ordersPerMonth: '1-100',
    phone: '+971501234567',
  });
  return id;
}

/** An unpaid invoice of the account, due `dueDate` (YYYY-MM-DD). */
export async function newInvoiceRow(t: TestApp, accountId: string, dueDate = '2026-01-15'): Promise<string> {
  const id = randomId('inv');
  await t.database.db.insert(invoices).values({
    id,
    accountId,
    number: `INV-${id.slice(-8)}`,
    // Unique per account and period: a fixture names its own.
    periodStart: id,
    periodEnd: '2025-12-31',
    orderCount: 3,
    subtotalFils: 10_000,
    vatFils: 500,
    totalFils: 10_500,
    dueDate,
  });
  return id;
}
