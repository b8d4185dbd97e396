/** A random key for the Idempotency-Key header (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per attempt at one order: sending the same body again (a retry after
 * a timeout or a lost answer) reuses the key, so the server creates the order at
 * most once; a changed body is a new attempt with a new key. After a success the
 * next order starts afresh.
 */
export class IdempotencyKeys {
  private last: { body: string; key: string } | undefined;

  keyFor(body: unknown): string {
    const serialised = JSON.stringify(body);
    if (this.last?.body !== serialised) this.last = { body: serialised, key: newIdempotencyKey() };
    return this.last.key;
  }

  succeeded(): void {
    this.last = undefined;
  }
}
