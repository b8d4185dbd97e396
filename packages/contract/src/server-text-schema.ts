import { z } from 'zod';
import type { InnerServerText, ServerText } from './sentences';

// Apart from sentences.ts, which the pages' plain messages use: a file that imports zod is a
// schema file, and its chunk must stay off /login's path (decisions 004 and 026).

export const InnerServerTextSchema: z.ZodType<InnerServerText> = z.object({
  id: z.string(),
  values: z.record(z.string(), z.string()),
});

/** A text the server wrote, as answers carry it beside the English: its message id and values. */
export const ServerTextSchema: z.ZodType<ServerText> = z.object({
  id: z.string(),
  values: z.record(z.string(), z.union([z.string(), InnerServerTextSchema])),
});
