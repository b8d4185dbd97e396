// One sender at a time: the page, another tab and the service worker share the outbox. The Web
// Locks API holds across all of them where the browser has it; otherwise a lock within this context.
const local = new Map<string, Promise<unknown>>();

export async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks?.request) return locks.request(name, work) as Promise<T>;
  const before = local.get(name) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => undefined);
  local.set(name, settled);
  try {
    return await run;
  } finally {
    if (local.get(name) === settled) local.delete(name);
  }
}
