import { describe, expect, it } from 'vitest';
import { STAFF_TEXTS } from './admin/roles';
import { BULK_ROW_SENTENCES, BULK_ROW_TEXTS } from './bulk-upload/rows';
import { BULK_SENTENCES, BULK_TEXTS } from './bulk-upload/rules';
import { ROLES } from './constants';
import { DECISION_SENTENCES } from './dispatcher/decision-sentences';
import { USER_VERSION_SENTENCES, userVersionNotSupported, userVersionRefusal } from './identity/user-version';
import * as contract from './index';
import { SHOP_SYNC_SENTENCES } from './integrations/sync-sentences';
import { HISTORY_SENTENCES, ORDER_NOTE_SENTENCES } from './orders/history-sentences';
import { ORDER_ERROR_SENTENCES } from './orders/order-errors';
import { SCHEDULE_TEXTS } from './orders/schedule';
import { sentence, textWriter, type WrittenText } from './sentences';
import {
  CONTRACT_FIXED_SERVER_TEXTS,
  englishOf,
  innerServerText,
  renderServerText,
  SERVER_TEXT_GROUPS,
  SERVER_TEXTS,
  serverText,
  textOf,
} from './server-texts';
import { CARRIER_SENTENCES } from './shipments/shipment-errors';
import { TEAM_SENTENCES } from './teams/messages';
import { WEBHOOK_DELIVERY_SENTENCES } from './webhooks/delivery-sentences';

const tables = {
  HISTORY_SENTENCES,
  ORDER_NOTE_SENTENCES,
  DECISION_SENTENCES,
  SHOP_SYNC_SENTENCES,
  TEAM_SENTENCES,
  BULK_SENTENCES,
  BULK_ROW_SENTENCES,
  WEBHOOK_DELIVERY_SENTENCES,
  USER_VERSION_SENTENCES,
  CARRIER_SENTENCES,
};
const templates = Object.values(tables).flatMap((table) => Object.values(table) as string[]);
const namesOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

describe('server sentences', () => {
  it('writes a template with its values', () => {
    expect(sentence(HISTORY_SENTENCES.reattemptChosen, { date: 'Thu 27 Nov' })).toBe('Reattempt chosen for Thu 27 Nov');
    expect(sentence(DECISION_SENTENCES.weightLimit, { carrier: 'Aramex', kg: 30 })).toBe(
      'Aramex takes parcels up to 30 kg',
    );
    expect(sentence(WEBHOOK_DELIVERY_SENTENCES.endpointAnswered, { status: 503 })).toBe('The endpoint answered 503');
    expect(sentence(CARRIER_SENTENCES.couldNotAnswer, { carrier: 'Aramex', status: 503 })).toBe(
      'Aramex could not answer (status 503).',
    );
    expect(userVersionNotSupported('v9')).toBe(
      'API version v9 is not supported. Refresh the page to get the current dashboard.',
    );
    expect(sentence(SHOP_SYNC_SENTENCES.trackingCollected, { order: 'SD-10424' })).toBe(
      'Collected: the shop got a fulfilment with tracking number SD-10424.',
    );
  });

  // Values as people write them: the separators the templates use, quotes, Arabic, new lines.
  const awkward = ['Fragile: check “twice”', 'شحنة هشة (يدوي)', 'A (b) because rule “c” matched', 'line one\nline two'];

  it.each(templates)('writes a template by id with the same English, whatever its values: %s', (template) => {
    for (const value of awkward) {
      const values = Object.fromEntries(namesOf(template).map((name) => [name, value]));
      const text = serverText(template as typeof HISTORY_SENTENCES.releasedWithNote, values as never);
      expect(renderServerText(text)).toBe(sentence(template, values as never));
      expect(text.values).toEqual(values);
    }
  });

  it('has each template once', () => {
    expect(new Set(templates).size).toBe(templates.length);
  });
});

/** Every text the contract writes by id without the registry, with the English it gives. */
const WRITTEN: Record<string, WrittenText> = {
  unknownPickup: BULK_ROW_TEXTS.unknownPickup('Warehouse 3'),
  unknownService: BULK_ROW_TEXTS.unknownService('Tomorrow'),
  pastDate: BULK_ROW_TEXTS.pastDate('20-11-2026', '25-11-2026', 'Same day'),
  tooEarly: BULK_ROW_TEXTS.tooEarly('25-11-2026', 'Next day'),
  tooLate: BULK_ROW_TEXTS.tooLate('24-12-2026'),
  noPrice: BULK_ROW_TEXTS.noPrice('Fujairah'),
  notSameInOrder: BULK_ROW_TEXTS.notSameInOrder('Phone', 'SO-7', 2),
  tooManyItems: BULK_ROW_TEXTS.tooManyItems('SO-7'),
  orderHasErrorsInRow: BULK_ROW_TEXTS.orderHasErrors('SO-7', [4]),
  orderHasErrorsInRows: BULK_ROW_TEXTS.orderHasErrors('SO-7', [2, 3, 4, 5, 6, 7]),
  tooManyRows: BULK_TEXTS.tooManyRows(60_000),
  unclosedQuote: BULK_TEXTS.unclosedQuote(2),
  roleNeeded: STAFF_TEXTS.roleNeeded(['finance']),
  notSupported: userVersionRefusal('v9'),
  scheduleTooEarly: SCHEDULE_TEXTS.tooEarly('2026-11-25'),
  ...Object.fromEntries(CONTRACT_FIXED_SERVER_TEXTS.map((written, index) => [`fixed ${index}`, written])),
};

describe('texts the contract writes by id without the registry', () => {
  it.each(Object.entries(WRITTEN))('%s: its id is the registry’s and renders its English', (_, { message, text }) => {
    expect(SERVER_TEXTS[text.id as keyof typeof SERVER_TEXTS]).toBeDefined();
    expect(renderServerText(text)).toBe(message);
  });

  it('names the group as the registry does', () => {
    const written = textWriter('bulkRows', SERVER_TEXT_GROUPS.bulkRows)('unknownPickup', { name: 'A' });
    expect(written).toEqual({
      message: 'Unknown pickup address "A"',
      text: { id: 'bulkRows.unknownPickup', values: { name: 'A' } },
    });
    expect(userVersionNotSupported('v9')).toBe(WRITTEN.notSupported?.message);
    expect(CONTRACT_FIXED_SERVER_TEXTS.map(({ message }) => message)).toContain(
      `A role is one of: ${ROLES.join(', ')}`,
    );
  });
});

describe('server texts by id', () => {
  it('gives every template of the contract one id, its group and key', () => {
    const everyTemplate = Object.entries(contract)
      .filter(([name]) => name.endsWith('_SENTENCES'))
      .flatMap(([, table]) => Object.values(table as Record<string, string>));
    expect(Object.values(SERVER_TEXTS).sort()).toEqual(everyTemplate.sort());
    for (const template of templates) expect(Object.values(SERVER_TEXTS)).toContain(template);
    expect(SERVER_TEXTS['history.reattemptChosen']).toBe(HISTORY_SENTENCES.reattemptChosen);
    expect(SERVER_TEXTS['orders.cannotBecome']).toBe(ORDER_ERROR_SENTENCES.cannotBecome);
  });

  it('writes a template as its id with its values, and renders the same English from it', () => {
    const text = serverText(WEBHOOK_DELIVERY_SENTENCES.endpointAnswered, { status: 503 });
    expect(text).toEqual({ id: 'webhookDeliveries.endpointAnswered', values: { status: '503' } });
    expect(renderServerText(text)).toBe(sentence(WEBHOOK_DELIVERY_SENTENCES.endpointAnswered, { status: 503 }));
    expect(serverText(HISTORY_SENTENCES.placed)).toEqual({ id: 'history.placed', values: {} });
    const inner = innerServerText(serverText(SHOP_SYNC_SENTENCES.storeAnswered, { status: 500, code: 'x' }));
    expect(renderServerText(serverText(SHOP_SYNC_SENTENCES.trackingRetrying, { problem: inner }))).toBe(
      'The shop could not be told (The store answered 500 (x).); retrying.',
    );
    expect(renderServerText({ id: 'history.fromANewerServer', values: {} })).toBeNull();
    expect(() => serverText('Not a template' as string)).toThrow();
  });

  it('keeps the English of a person’s words as written, with no id', () => {
    expect(englishOf('Customer asked to cancel')).toBe('Customer asked to cancel');
    expect(textOf('Customer asked to cancel')).toBeNull();
    expect(textOf(serverText(HISTORY_SENTENCES.edited))).toEqual({ id: 'history.edited', values: {} });
  });
});
