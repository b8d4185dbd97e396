import type { AppFlow, DocumentsAnswer, SettingsRuleSet, Shipment } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, NOT_VALID } from '../../test/identity';
import { pdfText } from '../../test/pdf-reader';
import { bookInternational, internationalBody, openShipmentApp, type ShipmentWorld } from '../../test/shipments';
import { call, type Member, newMember, ok } from '../../test/teams';

let world: ShipmentWorld;
let merchant: Member;
let other: Member;
beforeAll(async () => {
  world = await openShipmentApp();
  merchant = await newMember(world.t.app);
  other = await newMember(world.t.app);
});
afterAll(async () => world?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, who: Member = merchant, body?: unknown) =>
  call(world.t.app, method, path, who.token, body);
const documents = async (query: string, who: Member = merchant) =>
  ok<DocumentsAnswer>(await api('GET', `/settings/app-flow/documents${query}`, who));

describe('app flow settings', () => {
  let flow: AppFlow;

  it('starts from the defaults: a commercial invoice abroad and nothing at home', async () => {
    expect(ok<{ flows: AppFlow[] }>(await api('GET', '/settings/app-flow')).flows).toEqual([]);
    expect(await documents('?kind=international&country=GB')).toEqual({
      documents: [{ document: 'commercial_invoice', reason: 'Customs need a commercial invoice outside the UAE.' }],
      blocks: [],
    });
    expect(await documents('?kind=domestic')).toEqual({ documents: [], blocks: [] });
  });

  it('creates, reads, replaces and deletes the flow of a kind, one per kind', async () => {
    flow = ok<AppFlow>(
      await api('POST', '/settings/app-flow', merchant, {
        kind: 'international',
        requiredDocuments: ['packing_list'],
        defaultIncoterm: 'DDP',
        defaultContentsDescription: 'Perfumes',
      }),
    );
    expect(flow).toMatchObject({
      kind: 'international',
      requiredDocuments: ['packing_list'],
      defaultIncoterm: 'DDP',
      defaultCurrency: 'AED',
    });
    expectError(
      await api('POST', '/settings/app-flow', merchant, { kind: 'international' }),
      409,
      'already_exists',
      'This account already has international flow settings: change them instead.',
    );
    expect(ok<AppFlow>(await api('GET', `/settings/app-flow/${flow.id}`)).id).toBe(flow.id);
    expectError(await api('GET', `/settings/app-flow/${flow.id}`, other), 404, 'not_found', 'Flow setting not found');
    expectError(
      await api('PUT', `/settings/app-flow/${flow.id}`, other, { kind: 'international' }),
      404,
      'not_found',
      'Flow setting not found',
    );
    expectError(
      await api('PUT', `/settings/app-flow/${flow.id}`, merchant, { kind: 'domestic' }),
      412,
      'failed_precondition',
      'The kind of a flow setting does not change: add one for the other kind.',
    );
    const bad = expectError(
      await api('POST', '/settings/app-flow', merchant, { kind: 'abroad' }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(bad.details.fields).toEqual([{ field: 'kind', message: 'Choose international or domestic' }]);
    expect(ok<{ flows: AppFlow[] }>(await api('GET', '/settings/app-flow', other)).flows).toEqual([]);
  });

  it('is used by the booking: its documents and defaults', async () => {
    expect((await documents('?kind=international&country=GB')).documents.map((d) => d.document)).toEqual([
      'commercial_invoice',
      'packing_list',
    ]);
    const shipment = await bookInternational(world, merchant);
    expect(shipment.documents).toEqual(['commercial_invoice', 'packing_list']);
    expect(shipment.customs).toMatchObject({ incoterm: 'DDP', contentsDescription: 'Perfumes' });
    const packing = await api('GET', `/shipments/documents/${shipment.id}/packing_list`);
    expect(packing.statusCode).toBe(200);
    expect((await pdfText(packing.rawPayload)).join(' ')).toContain('PACKING LIST');
    // The booking's own incoterm wins over the default.
    const own = await bookInternational(world, merchant, {
      customs: { ...internationalBody().customs, incoterm: 'DAP' },
    });
    expect(own.customs?.incoterm).toBe('DAP');
    // Another account keeps the defaults.
    expect((await bookInternational(world, other)).documents).toEqual(['commercial_invoice']);
  });

  it('deletes a flow: the defaults apply again', async () => {
    expectError(
      await api('DELETE', `/settings/app-flow/${flow.id}`, other),
      404,
      'not_found',
      'Flow setting not found',
    );
    expect(ok(await api('DELETE', `/settings/app-flow/${flow.id}`))).toEqual({ status: 'OK' });
    expect((await documents('?kind=international&country=GB')).documents).toHaveLength(1);
  });
});

describe('booking rule sets', () => {
  let set: SettingsRuleSet;
  const highValue = {
    field: 'declared_value_fils',
    operator: 'gt',
    value: '100000',
    effect: 'require_document',
    document: 'packing_list',
    message: 'Shipments above AED 1,000 carry a packing list.',
  };
  const noRussia = {
    field: 'destination_country',
    operator: 'in',
    value: 'ru, by',
    effect: 'block',
    message: 'We do not ship to this country.',
  };

  it('creates a rule set with its rules and lists it by evaluator', async () => {
    set = ok<SettingsRuleSet>(
      await api('POST', '/settings/rule-sets', merchant, {
        name: 'Export checks',
        evaluator: 'international_booking',
        rules: [highValue],
      }),
    );
    expect(set).toMatchObject({
      name: 'Export checks',
      isActive: true,
      rules: [{ position: 0, field: 'declared_value_fils', document: 'packing_list' }],
    });
    const list = async (query: string, who = merchant) =>
      ok<{ ruleSets: SettingsRuleSet[] }>(await api('GET', `/settings/rule-sets${query}`, who)).ruleSets.map(
        (s) => s.id,
      );
    expect(await list('?evaluator=international_booking')).toEqual([set.id]);
    expect(await list('?evaluator=domestic_booking')).toEqual([]);
    expect(await list('')).toEqual([set.id]);
    expect(await list('', other)).toEqual([]);
    expectError(await api('GET', `/settings/rule-sets/${set.id}`, other), 404, 'not_found', 'Rule set not found');
  });

  it('adds and replaces rules in order, and checks each rule', async () => {
    const added = ok<{ rules: SettingsRuleSet['rules'] }>(
      await api('POST', `/settings/rule-sets/${set.id}/rules`, merchant, noRussia),
    );
    expect(added.rules.map((r) => [r.position, r.field, r.value])).toEqual([
      [0, 'declared_value_fils', '100000'],
      [1, 'destination_country', 'RU, BY'],
    ]);
    expect(ok<{ rules: unknown[] }>(await api('GET', `/settings/rule-sets/${set.id}/rules`)).rules).toHaveLength(2);
    expectError(
      await api('POST', `/settings/rule-sets/${set.id}/rules`, other, noRussia),
      404,
      'not_found',
      'Rule set not found',
    );
    expectError(await api('GET', `/settings/rule-sets/${set.id}/rules`, other), 404, 'not_found', 'Rule set not found');
    const missing = expectError(
      await api('POST', `/settings/rule-sets/${set.id}/rules`, merchant, { ...highValue, document: null }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(missing.details.fields).toEqual([{ field: 'document', message: 'Choose the document this check requires' }]);
    const notNumber = expectError(
      await api('POST', `/settings/rule-sets/${set.id}/rules`, merchant, { ...highValue, value: 'lots' }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(notNumber.details.fields).toEqual([{ field: 'value', message: 'Enter a number' }]);
  });

  it('is evaluated before a booking: a block refuses it, a document is added to it', async () => {
    expect(await documents('?kind=international&country=RU&value_fils=500')).toEqual({
      documents: [{ document: 'commercial_invoice', reason: 'Customs need a commercial invoice outside the UAE.' }],
      blocks: ['We do not ship to this country.'],
    });
    const before = world.aramex.shipments.length;
    expectError(
      await api(
        'POST',
        '/shipments/book-international-shipment',
        merchant,
        internationalBody({ recipient: { ...internationalBody().recipient, countryCode: 'RU' } }),
      ),
      412,
      'failed_precondition',
      'We do not ship to this country.',
    );
    // Refused before the carrier was asked.
    expect(world.aramex.shipments.length).toBe(before);
    // 2 × AED 250 = AED 500: no packing list; 5 × AED 250 = AED 1,250: one.
    expect((await bookInternational(world, merchant)).documents).toEqual(['commercial_invoice']);
    const valuable = await bookInternational(world, merchant, {
      customs: { lines: [{ description: 'Oud perfume 50 ml', hsCode: '330300', quantity: 5, unitValueMinor: 25000 }] },
    });
    expect(valuable.documents).toEqual(['commercial_invoice', 'packing_list']);
    // Another account's checks are its own.
    expect(
      (await bookInternational(world, other, { recipient: { ...internationalBody().recipient, countryCode: 'RU' } }))
        .state,
    ).toBe('booked');
  });

  it('replaces the rules, turns the set off, and deletes it', async () => {
    const replaced = ok<{ rules: SettingsRuleSet['rules'] }>(
      await api('PUT', `/settings/rule-sets/${set.id}/rules`, merchant, { rules: [noRussia] }),
    );
    expect(replaced.rules.map((r) => [r.position, r.field])).toEqual([[0, 'destination_country']]);
    const off = ok<SettingsRuleSet>(
      await api('PUT', `/settings/rule-sets/${set.id}`, merchant, { isActive: false, name: 'Export checks (off)' }),
    );
    expect(off).toMatchObject({ isActive: false, name: 'Export checks (off)' });
    expect((await documents('?kind=international&country=RU')).blocks).toEqual([]);
    const booked: Shipment = await bookInternational(world, merchant, {
      recipient: { ...internationalBody().recipient, countryCode: 'RU' },
    });
    expect(booked.state).toBe('booked');
    expectError(
      await api('PUT', `/settings/rule-sets/${set.id}`, other, { isActive: true }),
      404,
      'not_found',
      'Rule set not found',
    );
    expectError(await api('DELETE', `/settings/rule-sets/${set.id}`, other), 404, 'not_found', 'Rule set not found');
    expect(ok(await api('DELETE', `/settings/rule-sets/${set.id}`))).toEqual({ status: 'OK' });
    expectError(await api('GET', `/settings/rule-sets/${set.id}/rules`), 404, 'not_found', 'Rule set not found');
  });
});
