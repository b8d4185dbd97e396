import type { z } from 'zod';

/**
 * A zod failure as one sentence per field path ('lines.0.quantity'), the first issue of each;
 * `say` turns a sentence into the one shown (the fulfilment screens translate the contract's).
 */
export function issuesByPath(
  error: z.ZodError,
  say: (message: string) => string = (message) => message,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    found[key] ??= say(issue.message);
  }
  return found;
}
