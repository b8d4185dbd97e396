import type { Db, DbOrTx } from '../../db/client';

/** An address of an account, as its events name it. */
export type AddressChanged = { accountId: string; addressId: string };

declare module '../../platform/domain-hub' {
  interface DomainEvents {
    /** A pickup address saved: told in the transaction that saves it (the account's first becomes its default). */
    'addresses.pickupSaved': AddressChanged;
    /** An address deleted: told in the transaction that deletes it (a default naming it is cleared). */
    'addresses.deleted': AddressChanged;
  }
}

/** Tells the domain of a pickup address saved, inside the transaction `tx` that saves it. */
export async function announcePickupSaved(db: Db, tx: DbOrTx, event: AddressChanged): Promise<void> {
  await db.hub.emit('addresses.pickupSaved', tx, event);
}

/** Tells the domain of an address deleted, inside the transaction `tx` that deletes it. */
export async function announceDeleted(db: Db, tx: DbOrTx, event: AddressChanged): Promise<void> {
  await db.hub.emit('addresses.deleted', tx, event);
}
