/*
 * The messages between the server's thread and the thread that runs PGlite (pglite-worker.ts,
 * pglite-thread.ts). Only values that survive structured cloning cross: a query's parsers are
 * functions, so the message names the types to keep as text instead (Drizzle's parsers do
 * nothing else), and errors travel as their fields.
 */

import type { RowMode } from '@electric-sql/pglite';

export type QueryShape = {
  rowMode?: RowMode;
  /** Type ids whose values come back as PostgreSQL's text, unparsed. */
  textTypes?: number[];
};

export type Request =
  | ({ id: number; kind: 'query'; tx?: number; sql: string; params: unknown[] } & QueryShape)
  | ({ id: number; kind: 'exec'; tx?: number; sql: string } & QueryShape)
  /** Answered once the transaction has begun, with its number. */
  | { id: number; kind: 'begin' }
  /** The transaction's own `rollback()`: it stays open until `end`, as in PGlite. */
  | { id: number; kind: 'rollback'; tx: number }
  /** Commits (or, when `commit` is false, rolls back) and answers once that is done. */
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'close' };

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError };

/** The first message of the thread: the database is open and migrated, or could not be. */
export type Opened = { kind: 'opened' } | { kind: 'failed'; error: SentError };

export type SentError = { name: string; message: string; stack?: string; fields: Record<string, unknown> };

/**
 * The fields of PostgreSQL's error that callers read: `code` and `constraint` decide what a
 * failure means (unique violations, serialization failures), the rest is for logs.
 */
const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'query',
  'params',
] as const;

export function sendError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) fields[field] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function receiveError(sent: SentError): Error {
  const error = Object.assign(new Error(sent.message), sent.fields);
  error.name = sent.name;
  if (sent.stack !== undefined) error.stack = sent.stack;
  return error;
}
