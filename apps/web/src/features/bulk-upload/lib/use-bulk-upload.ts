import { t } from '@lingui/core/macro';
import type { BulkImportResult, BulkRowError, ServerText } from '@sameday/contract';
import { useState } from 'react';
import { isApiError } from '../../../shared/api';
import { useSessionManager } from '../../../shared/session';
import { type ImportProgress, importFile } from '../api/import-file';
import type { AccountRules } from './account-rules';
import type { FileCheck } from './check-file';
import { runCheck } from './run-check';

export type Checked = Extract<FileCheck, { ok: true }>;

/** Where an upload stands, from no file to the import's result. */
export type Stage =
  | { kind: 'idle' }
  | { kind: 'checking'; file: File }
  | { kind: 'problem'; file: File; message: string; text?: ServerText }
  | { kind: 'checked'; file: File; check: Checked; key: string; error?: string; serverErrors?: BulkRowError[] }
  | { kind: 'importing'; file: File; check: Checked; key: string; progress: ImportProgress }
  | { kind: 'done'; file: File; check: Checked; result: BulkImportResult };

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `bulk-${crypto.randomUUID()}`
    : `bulk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * A file is checked in the browser by the rules of the rows the server runs, with what
 * the server reads of the account and the browser's clock, then imported under one
 * idempotency key, so pressing Import again after a failure never places the orders twice.
 */
export function useBulkUpload(rules: AccountRules | undefined) {
  const session = useSessionManager();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });

  const choose = async (file: File | null) => {
    if (!file || !rules) return;
    setStage({ kind: 'checking', file });
    try {
      const bytes = await file.arrayBuffer();
      const check = await runCheck({ name: file.name, bytes, rules: { ...rules, now: new Date() } });
      setStage(
        check.ok
          ? { kind: 'checked', file, check, key: newKey() }
          : { kind: 'problem', file, message: check.message, text: check.text },
      );
    } catch (error) {
      setStage({
        kind: 'problem',
        file,
        message: error instanceof Error && error.message ? error.message : t`The file could not be checked.`,
      });
    }
  };

  const start = async () => {
    if (stage.kind !== 'checked') return;
    const { file, check, key } = stage;
    setStage({ kind: 'importing', file, check, key, progress: { phase: 'uploading', percent: 0 } });
    try {
      const result = await importFile(file, {
        currentToken: session.currentToken,
        idempotencyKey: key,
        onProgress: (progress) =>
          setStage((current) => (current.kind === 'importing' ? { ...current, progress } : current)),
      });
      setStage({ kind: 'done', file, check, result });
    } catch (error) {
      const message = isApiError(error) ? error.message : 'The import failed. Nothing was placed; try again.';
      // The server's verdict on each row: the same rules, though a cut-off may have passed meanwhile.
      const listed = isApiError(error) ? (error.shape.details as { errors?: BulkRowError[] }).errors : undefined;
      setStage({ kind: 'checked', file, check, key, error: message, serverErrors: listed });
    }
  };

  const isBusy = stage.kind === 'checking' || stage.kind === 'importing';
  const file = stage.kind === 'idle' ? null : stage.file;
  return { stage, choose, start, restart: () => setStage({ kind: 'idle' }), isBusy, file };
}
