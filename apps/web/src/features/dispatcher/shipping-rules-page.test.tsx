import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes } from '../../test/account-kit';
import { apiError, mockApi, ok } from '../../test/mock-api';
import {
  decisionFixture,
  fakeDispatcher,
  renderShippingRules,
  ruleFixture,
  ruleSetFixture,
  simulationFixture,
} from './test/dispatcher-test-kit';

const HEAVY =
  'When the emirate is Abu Dhabi and the parcel weighs more than 10 kg, ship with Aramex (Domestic Overnight).';

describe('/settings/shipping-rules', () => {
  it('explains the default on a brand-new account and builds the first rule in plain words', async () => {
    const dispatcher = fakeDispatcher();
    const api = mockApi(dispatcher.routes);
    const { user } = renderShippingRules();
    expect(await screen.findByText('No shipping rules yet')).toBeInTheDocument();
    expect(screen.getByText(/every order goes with the Sameday fleet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add your first rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    const form = within(dialog);
    const name = form.getByRole('textbox', { name: 'Rule name' });
    // Arabic reads right to left in the field as it is typed.
    expect(name).toHaveAttribute('dir', 'auto');
    await user.type(name, 'شحنات ثقيلة إلى أبوظبي');
    await user.click(form.getByRole('button', { name: 'Add a condition' }));
    const first = within(form.getByRole('group', { name: 'Condition 1' }));
    await user.click(first.getByRole('combobox', { name: 'Emirates' }));
    await user.click(await screen.findByRole('option', { name: 'Abu Dhabi' }));
    await user.click(form.getByRole('button', { name: 'Add a condition' }));
    const second = within(form.getByRole('group', { name: 'Condition 2' }));
    await user.click(second.getByRole('combobox', { name: 'Fact' }));
    await user.click(await screen.findByRole('option', { name: 'Weight (kg)' }));
    await user.type(second.getByRole('textbox', { name: 'Weight (kg)' }), '10');
    await user.click(form.getByRole('combobox', { name: 'Carrier' }));
    await user.click(await screen.findByRole('option', { name: 'Aramex' }));
    await user.click(form.getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Domestic Overnight' }));
    expect(form.getByText(HEAVY)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save rule' }));

    const list = await screen.findByRole('list', { name: 'Rules, in the order they are tried' });
    expect(within(list).getByText('شحنات ثقيلة إلى أبوظبي')).toBeInTheDocument();
    expect(within(list).getByText(HEAVY)).toBeInTheDocument();
    expect(api.callsTo('POST', '/partner/dispatcher/rule-sets')[0]?.body).toEqual({ name: 'My shipping rules' });
    expect(api.calls.find((call) => call.path.endsWith('/rules') && call.method === 'POST')?.body).toEqual({
      name: 'شحنات ثقيلة إلى أبوظبي',
      active: true,
      conditions: [
        { field: 'destination_emirate', operator: 'in', value: ['Abu Dhabi'] },
        { field: 'weight_kg', operator: 'gt', value: 10 },
      ],
      action: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' },
    });
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('asks for the order value in AED, as everywhere else, and keeps it in fils', async () => {
    const dispatcher = fakeDispatcher([ruleSetFixture()]);
    const api = mockApi(dispatcher.routes);
    const { user } = renderShippingRules();
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const form = within(await screen.findByRole('dialog', { name: 'New rule' }));
    await user.type(form.getByRole('textbox', { name: 'Rule name' }), 'Valuable orders');
    await user.click(form.getByRole('button', { name: 'Add a condition' }));
    const condition = within(form.getByRole('group', { name: 'Condition 1' }));
    await user.click(condition.getByRole('combobox', { name: 'Fact' }));
    expect(screen.queryByRole('option', { name: /fils/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Order value (AED)' }));
    await user.type(condition.getByRole('textbox', { name: 'Order value (AED)' }), '250.5');
    await user.click(form.getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/rules') && call.method === 'POST')?.body).toMatchObject({
        conditions: [{ field: 'order_value_fils', value: 25_050 }],
      }),
    );
    expect(document.body.textContent).not.toMatch(/fils/);
  });

  it('says what is missing before a rule is saved', async () => {
    mockApi(fakeDispatcher([ruleSetFixture()]).routes);
    const { user } = renderShippingRules();
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const form = within(await screen.findByRole('dialog', { name: 'New rule' }));
    await user.click(form.getByRole('button', { name: 'Add a condition' }));
    await user.click(form.getByRole('button', { name: 'Save rule' }));
    expect(await form.findByText('Give the rule a name')).toBeInTheDocument();
    expect(form.getByText('Choose at least one value')).toBeInTheDocument();
  });

  it('reorders the rules with the move buttons and says where the rule went', async () => {
    const dispatcher = fakeDispatcher([
      ruleSetFixture({
        rules: [
          ruleFixture(),
          ruleFixture({
            id: 'rul_cod',
            name: 'Cash orders',
            conditions: [{ id: 'c3', ruleId: 'rul_cod', field: 'cod', operator: 'is', value: true }],
            action: { type: 'carrier', carrier: 'sameday', service: 'same_day' },
          }),
        ],
      }),
    ]);
    const api = mockApi(dispatcher.routes);
    const { user } = renderShippingRules();
    const list = await screen.findByRole('list', { name: 'Rules, in the order they are tried' });
    expect(within(list).getByRole('button', { name: 'Move “Heavy parcels to Abu Dhabi” up' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Move “Heavy parcels to Abu Dhabi” down' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Rule 1: Cash orders', 'Rule 2: Heavy parcels to Abu Dhabi']),
    );
    expect(screen.getByText('“Heavy parcels to Abu Dhabi” is now rule 2 of 2.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/dispatcher/rule-sets/rs_1/order')[0]?.body).toEqual({
      ruleIds: ['rul_cod', 'rul_heavy'],
    });
    expect(within(list).getByRole('button', { name: /Drag to reorder “Cash orders”/ })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
  });

  it('deactivates and activates a rule', async () => {
    const api = mockApi(fakeDispatcher([ruleSetFixture()]).routes);
    const { user } = renderShippingRules();
    const toggle = await screen.findByRole('switch', { name: 'Active: Heavy parcels to Abu Dhabi' });
    await user.click(toggle);
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(api.callsTo('POST', '/dispatcher/rules/rul_heavy/deactivate')).toHaveLength(1);
    await user.click(screen.getByRole('switch', { name: 'Active: Heavy parcels to Abu Dhabi' }));
    await waitFor(() => expect(screen.queryByText('Inactive')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/dispatcher/rules/rul_heavy/activate')).toHaveLength(1);
  });

  it('tries an order against the draft and shows the decision with its trace', async () => {
    const dispatcher = fakeDispatcher([ruleSetFixture()]);
    const api = mockApi({ ...dispatcher.routes, 'POST /dispatcher/evaluate': ok({ decision: decisionFixture() }) });
    const { user } = renderShippingRules();
    const panel = within(await screen.findByRole('form', { name: 'Try an order' }));
    await user.click(panel.getByRole('combobox', { name: 'Destination emirate' }));
    await user.click(await screen.findByRole('option', { name: 'Abu Dhabi' }));
    const weight = panel.getByRole('textbox', { name: 'Weight (kg)' });
    await user.clear(weight);
    await user.type(weight, '12');
    await user.click(panel.getByRole('button', { name: 'Try this order' }));
    const decision = within(await screen.findByRole('region', { name: 'Decision' }));
    expect(decision.getByText('Aramex (Domestic Overnight)')).toBeInTheDocument();
    expect(decision.getByText(/because rule “Heavy parcels to Abu Dhabi” matched/)).toBeInTheDocument();
    const trace = within(decision.getByRole('list', { name: 'Trace' }));
    expect(trace.getByText('Matched')).toBeInTheDocument();
    expect(trace.getByText(/the parcel weighs more than 10 kg/)).toBeInTheDocument();
    expect(trace.getByText('(this order: 12)')).toBeInTheDocument();
    expect(api.callsTo('POST', '/dispatcher/evaluate')[0]?.body).toMatchObject({
      ruleSetId: 'rs_1',
      facts: { destinationEmirate: 'Abu Dhabi', weightKg: 12, serviceKind: 'same_day', destinationCountry: 'AE' },
    });
  });

  it('simulates the last 30 days and activates the rules after showing what would change', async () => {
    const dispatcher = fakeDispatcher([ruleSetFixture()]);
    const api = mockApi({
      ...dispatcher.routes,
      'POST /dispatcher/rule-sets/rs_1/simulation': ok(simulationFixture()),
    });
    const { user } = renderShippingRules();
    await user.click(await screen.findByRole('button', { name: 'Run the simulation' }));
    const table = await screen.findByRole('table', { name: 'Orders per carrier' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Sameday fleet4034');
    expect(rows[2]).toHaveTextContent('Aramex06');
    expect(screen.getByText('AED 30.00 less')).toBeInTheDocument();
    expect(api.callsTo('POST', '/dispatcher/rule-sets/rs_1/simulation')[0]?.body).toEqual({ days: 30 });

    await user.click(screen.getByRole('button', { name: 'Activate rules' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Activate these rules?' }));
    expect(await dialog.findByText('AED 30.00 less')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(/These rules choose the carrier of every new order/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/partner/dispatcher/rule-sets/rs_1')[0]?.body).toEqual({ active: true });
    expect(screen.getByRole('button', { name: 'Deactivate rules' })).toBeInTheDocument();
  });

  it('warns on each rule and default whose carrier is not connected, offers only connected carriers, and counts those orders as refused', async () => {
    const dispatcher = fakeDispatcher(
      [ruleSetFixture({ defaultAction: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' } })],
      ['aramex'],
    );
    const api = mockApi({
      ...dispatcher.routes,
      'POST /dispatcher/rule-sets/rs_1/simulation': ok(
        simulationFixture({
          after: [
            { outcome: 'carrier', carrier: 'sameday', orders: 34, costFils: 85_000 },
            { outcome: 'refuse', carrier: 'aramex', orders: 6, costFils: 0 },
          ],
          notConnected: ['aramex', 'aramex'],
          changes: [
            {
              orderId: '7001',
              reference: 'SOUK-1',
              before: { outcome: 'carrier', carrier: 'sameday', service: 'same_day', costFils: 4_500 },
              after: {
                outcome: 'refuse',
                carrier: 'aramex',
                service: 'domestic_overnight',
                costFils: 0,
                ruleName: 'Heavy parcels to Abu Dhabi',
              },
            },
          ],
        }),
      ),
    });
    const { user } = renderShippingRules();
    const rule = await screen.findByRole('listitem', { name: 'Rule 1: Heavy parcels to Abu Dhabi' });
    const ruleAlert = within(rule).getByRole('alert');
    expect(ruleAlert).toHaveTextContent('Aramex is not connected');
    expect(ruleAlert).toHaveTextContent(
      'Rule “Heavy parcels to Abu Dhabi” still picks Aramex for its orders, but no Aramex shipment can be booked for them. Choose another carrier, or ask Sameday to connect Aramex.',
    );
    const defaults = within(screen.getByRole('region', { name: 'Default' }));
    expect(defaults.getByRole('alert')).toHaveTextContent(
      'The default still picks Aramex for the orders no rule matches, but no Aramex shipment can be booked for them.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    // The rule keeps its carrier, marked; a carrier can only be changed to a connected one.
    await user.click(within(rule).getByRole('button', { name: 'Edit “Heavy parcels to Abu Dhabi”' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit rule' }));
    const carrier = edit.getByRole('combobox', { name: 'Carrier' });
    expect(carrier).toHaveValue('Aramex (not connected)');
    await user.click(carrier);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Sameday fleet',
      'Aramex (not connected)',
    ]);
    await user.keyboard('{Escape}');
    await user.click(edit.getByRole('button', { name: 'Cancel' }));

    // A new rule is offered the connected carriers only; the server's refusal lands on the carrier.
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const create = within(await screen.findByRole('dialog', { name: 'New rule' }));
    await user.click(create.getByRole('combobox', { name: 'Carrier' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Sameday fleet']);
    await user.keyboard('{Escape}');
    await user.click(create.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Run the simulation' }));
    const table = await screen.findByRole('table', { name: 'Orders per carrier' });
    expect(within(table).getByRole('rowheader', { name: 'Refused: Aramex is not connected' })).toBeInTheDocument();
    expect(screen.getByText(/^Order/, { selector: 'li' })).toHaveTextContent(
      'Order 7001 (SOUK-1): Sameday fleet (Same day) → Refused: Aramex is not connected, rule “Heavy parcels to Abu Dhabi”',
    );
    expect(api.callsTo('GET', '/shipments/carriers/capabilities')).toHaveLength(0);
  });

  it('shows the server’s refusal of a new rule naming a carrier not connected on its carrier field', async () => {
    // The page read Aramex as connected; it was disconnected since, and the server has the last word.
    const api = mockApi({
      ...fakeDispatcher([ruleSetFixture()]).routes,
      'POST /dispatcher/rule-sets/:id/rules': apiError(400, 'invalid_argument', 'Some fields are not valid.', [
        { field: 'action.carrier', message: 'Aramex: Not connected on this platform.' },
      ]),
    });
    const { user } = renderShippingRules();
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const form = within(await screen.findByRole('dialog', { name: 'New rule' }));
    await user.type(form.getByRole('textbox', { name: 'Rule name' }), 'Heavy');
    await user.click(form.getByRole('combobox', { name: 'Carrier' }));
    await user.click(await screen.findByRole('option', { name: 'Aramex' }));
    await user.click(form.getByRole('button', { name: 'Save rule' }));
    expect(await form.findByText('Aramex: Not connected on this platform.')).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Carrier' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/dispatcher/rule-sets/rs_1/rules')).toHaveLength(1);
  });

  it('changes the default', async () => {
    const api = mockApi(fakeDispatcher([ruleSetFixture()]).routes);
    const { user } = renderShippingRules();
    expect(
      await screen.findByText('When no rule matches, ship with Sameday fleet (the service the order was placed with).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the default' }));
    await user.click(screen.getByRole('combobox', { name: 'Default: What to do' }));
    await user.click(await screen.findByRole('option', { name: 'Hold for review' }));
    await user.click(screen.getByRole('button', { name: 'Save the default' }));
    expect(await screen.findByText('When no rule matches, hold it for review.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/partner/dispatcher/rule-sets/rs_1')[0]?.body).toEqual({
      defaultAction: { type: 'hold', reason: '' },
    });
  });

  it('tells the merchant that operations rules come first, and a viewer may only read', async () => {
    mockApi({
      ...fakeDispatcher([
        ruleSetFixture(),
        ruleSetFixture({ id: 'rs_ops', kind: 'operations', name: 'Ramadan capacity', active: true, editable: false }),
      ]).routes,
      ...Object.fromEntries(Object.entries(baseRoutes('viewer')).filter(([route]) => route === 'GET /permissions')),
    });
    renderShippingRules();
    expect(
      await screen.findByText(/Our operations team keeps rules for your account \(“Ramadan capacity”\)/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/can read these settings but not change them/)).toBeInTheDocument();
    expect(await screen.findByText(HEAVY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a rule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
  });

  it('offers to try again when the rules cannot be loaded', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'GET /partner/dispatcher/rule-sets': apiError(503, 'unavailable', 'The rules are resting.'),
    });
    const { user } = renderShippingRules();
    expect(await screen.findByText('Could not load the rules')).toBeInTheDocument();
    api.set({ 'GET /partner/dispatcher/rule-sets': ok({ ruleSets: [] }) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No shipping rules yet')).toBeInTheDocument();
  });
});
