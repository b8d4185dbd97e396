import type { SettingsRuleSet } from '@sameday/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { ruleInWords } from './components/booking-checks';
import { renderShipments } from './test/shipments-test-kit';

const flow = {
  id: 'flow_1',
  kind: 'international' as const,
  requiredDocuments: ['packing_list' as const],
  defaultIncoterm: 'DDP' as const,
  defaultContentsDescription: 'Perfumes',
  defaultCurrency: 'AED',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

const ruleSet = (overrides: Partial<SettingsRuleSet> = {}): SettingsRuleSet => ({
  id: 'brs_1',
  name: 'International checks',
  evaluator: 'international_booking',
  isActive: true,
  rules: [
    {
      id: 'brule_1',
      position: 0,
      field: 'destination_country',
      operator: 'in',
      value: 'RU, BY',
      effect: 'block',
      document: null,
      message: 'We do not ship there.',
    },
  ],
  updatedAt: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

describe('shipment settings', () => {
  it('saves the international flow the first time, then adds the first check as a new rule set', async () => {
    const api = mockApi({
      'GET /settings/app-flow': ok({ flows: [] }),
      'GET /settings/rule-sets': ok({ ruleSets: [] }),
      'POST /settings/app-flow': ok(flow),
      'POST /settings/rule-sets': ok(ruleSet()),
    });
    const { user } = renderShipments('/shipments/settings');
    expect(await screen.findByText(/No checks yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Packing list' }));
    await user.type(screen.getByRole('textbox', { name: 'Default contents description' }), 'Perfumes');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('POST', '/settings/app-flow')).toHaveLength(1));
    expect(api.callsTo('POST', '/settings/app-flow')[0]?.body).toEqual({
      kind: 'international',
      requiredDocuments: ['packing_list'],
      defaultIncoterm: 'DAP',
      defaultContentsDescription: 'Perfumes',
      defaultCurrency: 'AED',
    });

    await user.click(screen.getByRole('button', { name: 'Add check' }));
    expect(await screen.findByText('Enter a value')).toBeInTheDocument();
    expect(screen.getByText('Say why')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Value' }), '100000');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Valuable parcels carry a packing list.');
    await user.click(screen.getByRole('button', { name: 'Add check' }));
    await waitFor(() => expect(api.callsTo('POST', '/settings/rule-sets')).toHaveLength(1));
    expect(api.callsTo('POST', '/settings/rule-sets')[0]?.body).toMatchObject({
      evaluator: 'international_booking',
      rules: [
        {
          field: 'declared_value_fils',
          operator: 'gt',
          value: '100000',
          effect: 'require_document',
          document: 'packing_list',
        },
      ],
    });
  });

  it('shows the checks in plain words, turns a set off, and adds to the existing set', async () => {
    const api = mockApi({
      'GET /settings/app-flow': ok({ flows: [flow] }),
      'GET /settings/rule-sets': ok({ ruleSets: [ruleSet()] }),
      'PUT /settings/rule-sets/brs_1': ok(ruleSet({ isActive: false })),
      'POST /settings/rule-sets/brs_1/rules': ok({ rules: ruleSet().rules }),
      'PUT /settings/app-flow/flow_1': ok(flow),
    });
    const { user } = renderShipments('/shipments/settings');
    expect(
      await screen.findByText(/When destination country is one of RU, BY, refuse the booking/),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Packing list' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'International checks: on' }));
    await waitFor(() => expect(api.callsTo('PUT', '/settings/rule-sets/brs_1')[0]?.body).toEqual({ isActive: false }));
    await user.type(screen.getByRole('textbox', { name: 'Value' }), '20');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Heavy');
    await user.click(screen.getByRole('button', { name: 'Add check' }));
    await waitFor(() => expect(api.callsTo('POST', '/settings/rule-sets/brs_1/rules')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT', '/settings/app-flow/flow_1')).toHaveLength(1));
  });

  it('offers a retry when the settings cannot load', async () => {
    mockApi({
      'GET /settings/app-flow': apiError(500, 'internal', 'Something went wrong'),
      'GET /settings/rule-sets': ok({ ruleSets: [] }),
    });
    renderShipments('/shipments/settings');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('says a check in plain words', () => {
    expect(
      ruleInWords({
        field: 'weight_kg',
        operator: 'gt',
        value: '20',
        effect: 'require_document',
        document: 'packing_list',
      }),
    ).toBe('When total weight (kg) is above 20, add a packing list');
  });
});
