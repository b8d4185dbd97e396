// The account's flow settings and booking checks (docs/decisions/036): what every shipment of a
// kind carries, and what a booking must satisfy before it goes to a carrier.
import {
  type AppFlow,
  type AppFlowInput,
  type AppFlowInputSchema,
  type BookingFacts,
  type BookingRule,
  type BookingRuleInput,
  type BookingRuleInputSchema,
  bookingRuleMatches,
  type DocumentsAnswer,
  INCOTERMS,
  type Incoterm,
  type SettingsRuleSet,
  type SettingsRuleSetInput,
  SHIPMENT_DOCUMENT_LABELS,
  SHIPMENT_MESSAGES,
  SHIPMENT_SENTENCES,
  type ShipmentDocument,
  type ShipmentKind,
  serverText,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';

const toAppFlow = (row: q.AppFlowRow): AppFlow => ({
  id: row.id,
  kind: row.kind as ShipmentKind,
  requiredDocuments: row.requiredDocuments as ShipmentDocument[],
  defaultIncoterm: row.defaultIncoterm as Incoterm,
  defaultContentsDescription: row.defaultContentsDescription,
  defaultCurrency: row.defaultCurrency,
  updatedAt: row.updatedAt.toISOString(),
});

const toRule = (row: q.RuleRow): BookingRule => ({
  id: row.id,
  position: row.position,
  field: row.field as BookingRule['field'],
  operator: row.operator as BookingRule['operator'],
  value: row.value,
  effect: row.effect as BookingRule['effect'],
  document: row.document as ShipmentDocument | null,
  message: row.message,
});

export async function listAppFlows(db: Db, accountId: string) {
  return { flows: (await q.listAppFlows(db, accountId)).map(toAppFlow) };
}

export async function getAppFlow(db: Db, accountId: string, id: string) {
  const row = await q.findAppFlow(db, accountId, id);
  if (!row) throw new AppError('not_found', SHIPMENT_MESSAGES.flowSettingNotFound);
  return toAppFlow(row);
}

export async function createAppFlow(db: Db, accountId: string, input: z.output<typeof AppFlowInputSchema>) {
  const row = await q.insertAppFlow(db, {
    id: randomId('flow'),
    accountId,
    kind: input.kind,
    requiredDocuments: [...new Set(input.requiredDocuments)],
    defaultIncoterm: input.defaultIncoterm,
    defaultContentsDescription: input.defaultContentsDescription || null,
    defaultCurrency: input.defaultCurrency,
  });
  if (!row) throw new AppError('already_exists', serverText(SHIPMENT_SENTENCES.flowExists, { kind: input.kind }));
  return toAppFlow(row);
}

export async function replaceAppFlow(
  db: Db,
  accountId: string,
  id: string,
  input: z.output<typeof AppFlowInputSchema>,
) {
  const current = await q.findAppFlow(db, accountId, id);
  if (!current) throw new AppError('not_found', SHIPMENT_MESSAGES.flowSettingNotFound);
  if (current.kind !== input.kind) throw new AppError('failed_precondition', SHIPMENT_MESSAGES.flowKindFixed);
  const row = await q.updateAppFlow(db, accountId, id, {
    requiredDocuments: [...new Set(input.requiredDocuments)],
    defaultIncoterm: input.defaultIncoterm,
    defaultContentsDescription: input.defaultContentsDescription || null,
    defaultCurrency: input.defaultCurrency,
  });
  if (!row) throw new AppError('not_found', SHIPMENT_MESSAGES.flowSettingNotFound);
  return toAppFlow(row);
}

export async function deleteAppFlow(db: Db, accountId: string, id: string) {
  if (!(await q.deleteAppFlow(db, accountId, id)))
    throw new AppError('not_found', SHIPMENT_MESSAGES.flowSettingNotFound);
  return { status: 'OK' as const };
}

/** The flow of a kind, or the platform's defaults when the account has none. */
export async function effectiveFlow(db: DbOrTx, accountId: string, kind: ShipmentKind) {
  const row = await q.findAppFlowByKind(db, accountId, kind);
  return {
    requiredDocuments: (row?.requiredDocuments ?? []) as ShipmentDocument[],
    defaultIncoterm: (row?.defaultIncoterm ?? INCOTERMS[0]) as Incoterm,
    defaultContentsDescription: row?.defaultContentsDescription ?? null,
    defaultCurrency: row?.defaultCurrency ?? 'AED',
  };
}

async function withRules(db: DbOrTx, rows: q.RuleSetRow[]): Promise<SettingsRuleSet[]> {
  const rules = await q.listRules(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    evaluator: row.evaluator as SettingsRuleSet['evaluator'],
    isActive: row.isActive,
    rules: rules.filter((r) => r.ruleSetId === row.id).map(toRule),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listRuleSets(db: Db, accountId: string, evaluator?: string) {
  return { ruleSets: await withRules(db, await q.listRuleSets(db, accountId, { evaluator })) };
}

export async function getRuleSet(db: DbOrTx, accountId: string, id: string): Promise<SettingsRuleSet> {
  const row = await q.findRuleSet(db, accountId, id);
  if (!row) throw new AppError('not_found', SHIPMENT_MESSAGES.ruleSetNotFound);
  const [set] = await withRules(db, [row]);
  return set as SettingsRuleSet;
}

const ruleRows = (ruleSetId: string, rules: z.output<typeof BookingRuleInputSchema>[], from = 0) =>
  rules.map((rule, index) => ({
    id: randomId('brule'),
    ruleSetId,
    position: from + index,
    field: rule.field,
    operator: rule.operator,
    value: rule.field === 'destination_country' ? rule.value.toUpperCase() : rule.value,
    effect: rule.effect,
    document: rule.effect === 'require_document' ? (rule.document ?? null) : null,
    message: rule.message,
  }));

export async function createRuleSet(
  db: Db,
  accountId: string,
  input: SettingsRuleSetInput & { isActive: boolean; rules?: z.output<typeof BookingRuleInputSchema>[] },
) {
  return db.transaction(async (tx) => {
    const row = await q.insertRuleSet(tx, {
      id: randomId('brs'),
      accountId,
      name: input.name,
      evaluator: input.evaluator,
      isActive: input.isActive,
    });
    if (!row) throw new AppError('internal', 'The rule set was not saved');
    await q.insertRules(tx, ruleRows(row.id, input.rules ?? []));
    return getRuleSet(tx, accountId, row.id);
  });
}

export async function patchRuleSet(
  db: Db,
  accountId: string,
  id: string,
  patch: { name?: string; isActive?: boolean },
) {
  const row = await q.updateRuleSet(db, accountId, id, patch);
  if (!row) throw new AppError('not_found', SHIPMENT_MESSAGES.ruleSetNotFound);
  return getRuleSet(db, accountId, id);
}

export async function deleteRuleSet(db: Db, accountId: string, id: string) {
  if (!(await q.deleteRuleSet(db, accountId, id))) throw new AppError('not_found', SHIPMENT_MESSAGES.ruleSetNotFound);
  return { status: 'OK' as const };
}

export async function listRuleSetRules(db: Db, accountId: string, id: string) {
  return { rules: (await getRuleSet(db, accountId, id)).rules };
}

/** Adds rules at the end (`append`) or replaces them all, the set's row locked meanwhile. */
export async function writeRules(
  db: Db,
  accountId: string,
  id: string,
  rules: z.output<typeof BookingRuleInputSchema>[],
  mode: 'append' | 'replace',
) {
  return db.transaction(async (tx) => {
    if (!(await q.lockRuleSet(tx, accountId, id))) throw new AppError('not_found', SHIPMENT_MESSAGES.ruleSetNotFound);
    const current = await q.listRules(tx, [id]);
    if (mode === 'replace') await q.deleteRules(tx, id);
    const from = mode === 'append' ? current.length : 0;
    if (from + rules.length > 100) throw new AppError('failed_precondition', SHIPMENT_MESSAGES.tooManyRules);
    await q.insertRules(tx, ruleRows(id, rules, from));
    await q.touchRuleSet(tx, id);
    return { rules: (await getRuleSet(tx, accountId, id)).rules };
  });
}

const EVALUATOR_OF: Record<ShipmentKind, string> = {
  international: 'international_booking',
  domestic: 'domestic_booking',
};

/**
 * The documents a booking needs and the checks that refuse it: the flow's documents, the
 * carrier's customs rule (a commercial invoice outside the UAE), then every active rule set of
 * the booking's evaluator, every matching rule.
 */
export async function evaluateBooking(
  db: DbOrTx,
  accountId: string,
  kind: ShipmentKind,
  facts: BookingFacts,
  options: { customsRequired: boolean },
): Promise<DocumentsAnswer> {
  const flow = await effectiveFlow(db, accountId, kind);
  const documents = new Map<ShipmentDocument, string>();
  if (options.customsRequired)
    documents.set('commercial_invoice', 'Customs need a commercial invoice outside the UAE.');
  for (const document of flow.requiredDocuments)
    if (!documents.has(document))
      documents.set(
        document,
        `Your ${kind} flow settings require a ${SHIPMENT_DOCUMENT_LABELS[document].toLowerCase()}.`,
      );
  const sets = await q.listRuleSets(db, accountId, { evaluator: EVALUATOR_OF[kind], activeOnly: true });
  const rules = await q.listRules(
    db,
    sets.map((s) => s.id),
  );
  const blocks: string[] = [];
  for (const set of sets)
    for (const rule of rules.filter((r) => r.ruleSetId === set.id).map(toRule)) {
      if (!bookingRuleMatches(rule, facts)) continue;
      if (rule.effect === 'block') blocks.push(rule.message);
      else if (rule.document && !documents.has(rule.document)) documents.set(rule.document, rule.message);
    }
  return { documents: [...documents].map(([document, reason]) => ({ document, reason })), blocks };
}

export type { AppFlowInput, BookingRuleInput };
