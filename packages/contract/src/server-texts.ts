import { USER_ROLE_ONE_OF } from './access-schemas';
import { STAFF_SENTENCES } from './admin/roles';
import { BULK_ROW_SENTENCES } from './bulk-upload/rows';
import { BULK_SENTENCES } from './bulk-upload/rules';
import { DECISION_SENTENCES } from './dispatcher/decision-sentences';
import { CARRIER_OFFERS, DISPATCHER_RULE_SENTENCES } from './dispatcher/rules';
import { REQUEST_SENTENCES } from './error-codes';
import { FLAG_SENTENCES } from './flags/flags';
import { USER_VERSION_SENTENCES } from './identity/user-version';
import { SHOP_CONNECTION_SENTENCES } from './integrations/connection-errors';
import { SHOP_SYNC_SENTENCES } from './integrations/sync-sentences';
import { MISSION_PLAN_SENTENCES } from './missions/plan-sentences';
import { PLANNER_SENTENCES } from './missions/planner-sentences';
import { HISTORY_SENTENCES, ORDER_NOTE_SENTENCES } from './orders/history-sentences';
import { ORDER_ERROR_SENTENCES } from './orders/order-errors';
import { SCHEDULE_SENTENCES } from './orders/schedule';
import { type InnerServerText, type SentenceValues, type ServerText, sentence, type WrittenText } from './sentences';
import { CARRIER_SENTENCES, SHIPMENT_SENTENCES } from './shipments/shipment-errors';
import { TEAM_SENTENCES } from './teams/messages';
import { TRACKING_ERROR_SENTENCES } from './tracking/tracking-errors';
import { WEBHOOK_DELIVERY_SENTENCES } from './webhooks/delivery-sentences';
import { WEBHOOK_SENTENCES } from './webhooks/endpoints';

/*
 * Texts the server writes from the contract's templates, kept and answered as a message id with
 * values (decision 053): `{ id: 'history.reattemptChosen', values: { date: 'Thu 27 Nov' } }`.
 * A template's id is its group here and its key in its constant, so its English is written once,
 * in the constant; the English is rendered from the id wherever English is still needed (the
 * stored English column, an error's message), and the dashboard shows its own language by the id.
 */

/** Every group of server templates, by the name that starts its ids. Ids are stored: never rename one. */
export const SERVER_TEXT_GROUPS = {
  history: HISTORY_SENTENCES,
  orderNotes: ORDER_NOTE_SENTENCES,
  orders: ORDER_ERROR_SENTENCES,
  schedule: SCHEDULE_SENTENCES,
  decisions: DECISION_SENTENCES,
  dispatcherRules: DISPATCHER_RULE_SENTENCES,
  shopSync: SHOP_SYNC_SENTENCES,
  shopConnections: SHOP_CONNECTION_SENTENCES,
  carriers: CARRIER_SENTENCES,
  shipments: SHIPMENT_SENTENCES,
  tracking: TRACKING_ERROR_SENTENCES,
  teams: TEAM_SENTENCES,
  staff: STAFF_SENTENCES,
  flags: FLAG_SENTENCES,
  webhooks: WEBHOOK_SENTENCES,
  webhookDeliveries: WEBHOOK_DELIVERY_SENTENCES,
  bulk: BULK_SENTENCES,
  bulkRows: BULK_ROW_SENTENCES,
  requests: REQUEST_SENTENCES,
  userVersion: USER_VERSION_SENTENCES,
  planners: PLANNER_SENTENCES,
  missionPlans: MISSION_PLAN_SENTENCES,
} as const;

type Groups = typeof SERVER_TEXT_GROUPS;
/** `history.reattemptChosen`: a group of SERVER_TEXT_GROUPS and a key of its constant. */
export type ServerTextId = { [G in keyof Groups]: `${G}.${Extract<keyof Groups[G], string>}` }[keyof Groups];

/** Every template by its id. */
export const SERVER_TEXTS = Object.fromEntries(
  Object.entries(SERVER_TEXT_GROUPS).flatMap(([group, templates]) =>
    Object.entries(templates).map(([key, template]) => [`${group}.${key}`, template as string]),
  ),
) as Readonly<Record<ServerTextId, string>>;

const ID_OF_TEMPLATE = new Map(Object.entries(SERVER_TEXTS).map(([id, template]) => [template, id as ServerTextId]));

type TextValue = string | number | InnerServerText;
type ValuesArgument<S extends string> = [SentenceValues<S>] extends [never]
  ? []
  : [values: Record<SentenceValues<S>, TextValue>];

/**
 * A server template with its values, by id: `serverText(HISTORY_SENTENCES.reattemptChosen, { date })`.
 * Numbers are kept as the English writes them. A template missing from SERVER_TEXT_GROUPS is a
 * mistake of the code, so it throws.
 */
export function serverText<S extends string>(template: S, ...[values]: ValuesArgument<S>): ServerText {
  const id = ID_OF_TEMPLATE.get(template);
  if (!id) throw new Error(`Not a server template: ${template}`);
  const written = Object.entries((values ?? {}) as Record<string, TextValue>).map(([name, value]) => [
    name,
    typeof value === 'number' ? String(value) : value,
  ]);
  return { id, values: Object.fromEntries(written) };
}

/** A text inside another's value: the same, with only words for values. */
export function innerServerText(text: ServerText): InnerServerText {
  return {
    id: text.id,
    values: Object.fromEntries(Object.entries(text.values).map(([name, v]) => [name, english(v)])),
  };
}

const english = (value: string | InnerServerText): string =>
  typeof value === 'string' ? value : (renderServerText(value) ?? '');

/** The English of a text by id; an id this contract does not know (a newer server's) gives null. */
export function renderServerText(text: ServerText | InnerServerText): string | null {
  const template = SERVER_TEXTS[text.id as ServerTextId];
  if (template === undefined) return null;
  const values = Object.fromEntries(Object.entries(text.values).map(([name, value]) => [name, english(value)]));
  return sentence(template, values as never);
}

/** The English of a text to store or answer beside it: a person's own words as written, a server text rendered. */
export function englishOf(text: string | ServerText): string;
export function englishOf(text: string | ServerText | null): string | null;
export function englishOf(text: string | ServerText | null): string | null {
  if (text === null || typeof text === 'string') return text;
  return renderServerText(text) ?? '';
}

/** The id and values of a text to store beside its English: null for a person's own words. */
export const textOf = (text: string | ServerText | null): ServerText | null =>
  text === null || typeof text === 'string' ? null : text;

/**
 * The texts the contract's schemas write from a template with values fixed by the code (the user
 * roles, a carrier's services): a schema's check carries only its English, which is one of these
 * whole sentences, so a reader finds the id by the sentence, never by reading it apart.
 */
export const CONTRACT_FIXED_SERVER_TEXTS: readonly WrittenText[] = [USER_ROLE_ONE_OF, ...Object.values(CARRIER_OFFERS)];
