import { describe, expect, it } from 'vitest';
import { BULK_ROW_SENTENCES } from './bulk-upload/rows';
import { BULK_SENTENCES } from './bulk-upload/rules';
import { DECISION_SENTENCES } from './dispatcher/decision-sentences';
import { USER_VERSION_SENTENCES, userVersionNotSupported } from './identity/user-version';
import * as contract from './index';
import { SHOP_SYNC_SENTENCES } from './integrations/sync-sentences';
import { HISTORY_SENTENCES, ORDER_NOTE_SENTENCES } from './orders/history-sentences';
import { ORDER_ERROR_SENTENCES } from './orders/order-errors';
import { sentence, sentenceReader } from './sentences';
import { englishOf, innerServerText, renderServerText, SERVER_TEXTS, serverText, textOf } from './server-texts';
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
const read = sentenceReader(templates);
const namesOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

describe('server sentences', () => {
  it('writes a template with its values', () => {
    expect(sentence(HISTORY_SENTENCES.reattemptChosen, { date: 'Thu 27 Nov' })).toBe('Reattempt chosen for Thu 27 Nov');
    expect(sentence(DECISION_SENTENCES.weightLimit, { carrier: 'Desert Freight', kg: 30 })).toBe(
      'Desert Freight takes parcels up to 30 kg',
    );
    expect(sentence(WEBHOOK_DELIVERY_SENTENCES.endpointAnswered, { status: 503 })).toBe('The endpoint answered 503');
    expect(sentence(CARRIER_SENTENCES.couldNotAnswer, { carrier: 'Falcon Express', status: 503 })).toBe(
      'Falcon Express could not answer (status 503).',
    );
    expect(userVersionNotSupported('v9')).toBe(
      'API version v9 is not supported. Refresh the page to get the current dashboard.',
    );
    expect(sentence(SHOP_SYNC_SENTENCES.trackingCollected, { order: 'SD-10424' })).toBe(
      'Collected: the shop got a fulfilment with tracking number SD-10424.',
    );
  });

  it('reads back a sync log line that carries the shop’s own answer', () => {
    const problem = sentence(SHOP_SYNC_SENTENCES.storeAnswered, { status: 500, code: 'internal_server_error' });
    const line = sentence(SHOP_SYNC_SENTENCES.trackingRetrying, { problem });
    expect(line).toBe('The shop could not be told (The store answered 500 (internal_server_error).); retrying.');
    expect(read(line)).toEqual({ template: SHOP_SYNC_SENTENCES.trackingRetrying, values: { problem } });
    expect(read(problem)).toEqual({
      template: SHOP_SYNC_SENTENCES.storeAnswered,
      values: { status: '500', code: 'internal_server_error' },
    });
  });

  // Values as people write them: the separators the templates use, quotes, Arabic, new lines.
  const awkward = ['Fragile: check “twice”', 'شحنة هشة (يدوي)', 'A (b) because rule “c” matched', 'line one\nline two'];

  it.each(templates)('reads back what it wrote: %s', (template) => {
    for (const value of awkward) {
      const values = Object.fromEntries(namesOf(template).map((name) => [name, value]));
      const text = sentence(template, values as never);
      const back = read(text);
      // Another template may read the same text only if it writes it identically from what it read.
      expect(back).not.toBeNull();
      expect(sentence(back?.template ?? '', (back?.values ?? {}) as never)).toBe(text);
    }
    const plain = Object.fromEntries(namesOf(template).map((name, index) => [name, `value${index}`]));
    expect(read(sentence(template, plain as never))).toEqual({ template, values: plain });
  });

  it('leaves people’s own words alone', () => {
    expect(read('Customer asked to cancel')).toBeNull();
    expect(read('Order placed twice')).toBeNull();
    expect(read('')).toBeNull();
  });

  it('has each template once', () => {
    expect(new Set(templates).size).toBe(templates.length);
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
