import {
  type CarrierCode,
  type CarrierWarning,
  DISPATCH_CARRIER_CODES,
  DISPATCH_CARRIER_LABELS,
  type RuleSetAnswer,
  SHIPMENT_SENTENCES,
  serverText,
} from '@sameday/contract';
import { fieldError, invalidArgument } from '../../../platform/errors';

/** Whether a carrier is connected on this platform (its API configured): one that is not can carry nothing. */
export type IsConnected = (carrier: CarrierCode) => boolean;

/** Every carrier is connected: what a caller that knows no adapters (a command, a test of the rules alone) assumes. */
export const ALL_CONNECTED: IsConnected = () => true;

/** The carriers not connected on this platform now, in the contract's order. */
export const notConnectedCarriers = (isConnected: IsConnected): CarrierCode[] =>
  DISPATCH_CARRIER_CODES.filter((carrier) => !isConnected(carrier));

export type ActionLike = { type: string; carrier?: string | null } | null | undefined;

/** The carrier an action sends orders to when it is not connected now; null otherwise. */
function unconnectedOf(action: ActionLike, isConnected: IsConnected): CarrierCode | null {
  if (action?.type !== 'carrier' || !action.carrier) return null;
  const carrier = action.carrier as CarrierCode;
  return isConnected(carrier) ? null : carrier;
}

/**
 * A rule set as read, with the carriers not connected now and each rule (or the default, `ruleId`
 * null) that sends orders to one of them: it loads as it is, nothing is lost, and says so.
 */
export function withCarrierWarnings(answer: RuleSetAnswer, isConnected: IsConnected): RuleSetAnswer {
  const { ruleSet } = answer;
  const warnings: CarrierWarning[] = [];
  for (const rule of ruleSet.rules) {
    const carrier = unconnectedOf(rule.action, isConnected);
    if (carrier) warnings.push({ ruleId: rule.id, carrier });
  }
  const byDefault = unconnectedOf(ruleSet.defaultAction as ActionLike, isConnected);
  if (byDefault) warnings.push({ ruleId: null, carrier: byDefault });
  return { ...answer, notConnected: notConnectedCarriers(isConnected), warnings };
}

/**
 * Refuses an action that newly names a carrier not connected now (a field error on its carrier).
 * `kept` is the action it replaces: one already naming that carrier may be kept as it is.
 */
export function assertCarrierConnected(
  action: ActionLike,
  isConnected: IsConnected,
  field: string,
  kept?: ActionLike,
): void {
  const carrier = unconnectedOf(action, isConnected);
  if (!carrier || (kept?.type === 'carrier' && kept.carrier === carrier)) return;
  const text = serverText(SHIPMENT_SENTENCES.carrierNotConnected, { carrier: DISPATCH_CARRIER_LABELS[carrier] });
  throw invalidArgument([fieldError(field, text)]);
}
