import type { z } from 'zod';
import { translateContractText } from '../../../shared/i18n';

/** A zod failure as one sentence per field path ('lines.0.quantity'), the first issue of each. */
export function issuesByPath(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    found[key] ??= translateContractText(issue.message);
  }
  return found;
}
