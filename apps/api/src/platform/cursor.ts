import { invalidArgument } from './errors';

/** Where the previous page ended: the last row's creation instant to the microsecond (ISO text) and its id. */
export type Cursor = { createdAt: string; id: string };

const EXACT_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * The opaque cursor of a keyset page (newest first by creation and id). The instant
 * keeps its microseconds: a cursor cut to milliseconds would skip the rows created
 * in the same millisecond just before the last one of a page.
 */
export const encodeCursor = (row: { cursorAt: string; id: string }) =>
  Buffer.from(`${row.cursorAt}|${row.id}`).toString('base64url');

/** Reads a cursor back; one that was not made by encodeCursor is an invalid `cursor` field. */
export function decodeCursor(cursor: string): Cursor {
  const [createdAt = '', id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || !EXACT_INSTANT.test(createdAt) || Number.isNaN(Date.parse(createdAt)))
    throw invalidArgument([{ field: 'cursor', message: 'Invalid cursor' }]);
  return { createdAt, id };
}
