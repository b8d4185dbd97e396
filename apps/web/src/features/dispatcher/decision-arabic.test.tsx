import { DECISION_SENTENCES, renderServerText, serverText } from '@sameday/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../shared/i18n';
import { renderScreen } from '../../test/render-screen';
import { DecisionView } from './components/decision-view';
import { decisionFixture } from './test/dispatcher-test-kit';

afterEach(() => activateLocale('en'));

const unisolated = (text: string | null) => text?.replace(/[\u2066-\u2069]/g, '');

describe('a decision in Arabic', () => {
  it('explains it and notes why a carrier could not carry, the rule’s name as written', async () => {
    await activateLocale('ar');
    await loadAppMessages();
    const base = decisionFixture();
    // As the server answers them: the English, and the id and values beside it (decision 053).
    const explanation = serverText(DECISION_SENTENCES.carrierByRule, {
      carrier: 'Aramex',
      service: 'Domestic Overnight',
      rule: 'Heavy parcels to Abu Dhabi',
    });
    const note = serverText(DECISION_SENTENCES.noCashOnDelivery, { carrier: 'Aramex' });
    const decision = decisionFixture({
      explanation: renderServerText(explanation) ?? '',
      explanationText: explanation,
      trace: [
        {
          ...(base.trace[0] as (typeof base.trace)[number]),
          outcome: 'carrier_cannot_carry',
          note: renderServerText(note) ?? '',
          noteText: note,
        },
      ],
    });
    renderScreen([{ path: '/', element: <DecisionView decision={decision} viewer="partner" /> }], '/');
    const region = within(await screen.findByRole('region', { name: 'القرار' }));
    expect(unisolated(region.getByText(/لأن القاعدة/).textContent)).toBe(
      'Aramex (المحلي لليوم التالي) لأن القاعدة «Heavy parcels to Abu Dhabi» انطبقت',
    );
    expect(unisolated(region.getByText(/لا تحصّل الدفع عند الاستلام/).textContent)).toBe(
      'Aramex لا تحصّل الدفع عند الاستلام',
    );
    expect(region.queryByText(/because rule|does not collect/)).toBeNull();
  });

  it('names the order’s emirate in the trace in Arabic, as the condition does', async () => {
    await activateLocale('ar');
    await loadAppMessages();
    renderScreen([{ path: '/', element: <DecisionView decision={decisionFixture()} viewer="partner" /> }], '/');
    const region = within(await screen.findByRole('region', { name: 'القرار' }));
    const checks = region.getAllByText(/هذا الطلب/).map((node) => unisolated(node.textContent));
    expect(checks).toContain('(هذا الطلب: أبوظبي)');
    expect(checks.join(' ')).not.toMatch(/Abu Dhabi/);
  });
});
