import type { z } from 'zod';

/** A zod failure as one sentence per field path ('lines.0.quantity'), the first issue of each. */
export function issuesByPath(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    found[key] ??= issue.message;
  }
  return found;
}
