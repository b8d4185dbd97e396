import {
  CARRIER_SENTENCES,
  type RatesAnswer,
  SHIPMENT_MESSAGES,
  SHIPMENT_SENTENCES,
  sentence,
  serverText,
} from '@sameday/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../../shared/i18n';
import { renderScreen } from '../../../test/render-screen';
import { RatesSection } from './rates-section';

const falcon = { carrier: 'falcon_express' as const, carrierName: 'Falcon Express', currency: 'AED' as const };

const unavailable: RatesAnswer['unavailable'] = [
  {
    carrier: 'sameday',
    carrierName: 'Sameday fleet',
    reason: sentence(SHIPMENT_SENTENCES.notToCountry, { country: 'SA' }),
    reasonText: serverText(SHIPMENT_SENTENCES.notToCountry, { country: 'SA' }),
  },
  { carrier: 'desert_freight', carrierName: 'Desert Freight', reason: SHIPMENT_MESSAGES.notConnected },
  {
    carrier: 'falcon_express',
    carrierName: 'Falcon Express',
    reason: sentence(CARRIER_SENTENCES.couldNotAnswer, { carrier: 'Falcon Express', status: 503 }),
    reasonText: serverText(CARRIER_SENTENCES.couldNotAnswer, { carrier: 'Falcon Express', status: 503 }),
  },
];

const renderRates = (answer: RatesAnswer) =>
  renderScreen(
    [
      {
        path: '*',
        element: (
          <RatesSection
            answer={answer}
            isPending={false}
            error={null}
            chosen={null}
            onChoose={() => {}}
            onAsk={() => {}}
            isStale={false}
          />
        ),
      },
    ],
    '/',
  );

const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[\u2066-\u2069]/g, ''));

describe('the rates of a shipment', () => {
  it('says why each carrier cannot take it on a line of its own, naming the carrier once', async () => {
    renderRates({ rates: [], unavailable });
    const alert = await screen.findByRole('alert');
    expect(lines(within(alert).getByRole('list'))).toEqual([
      'Sameday fleet: Does not deliver to SA',
      'Desert Freight: Not connected on this platform',
      'Falcon Express could not answer (status 503).',
    ]);
    expect(alert.textContent).not.toMatch(/\.\.|Falcon Express: Falcon Express/);
  });
});

describe('the rates of a shipment in Arabic', () => {
  afterEach(() => activateLocale('en'));

  it('names the carriers and countries in Arabic, and keeps each price with its carrier and days', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    renderRates({
      rates: [
        { ...falcon, service: 'economy_select', serviceName: 'Economy Select', totalFils: 9_800, transitDays: 5 },
      ],
      unavailable: unavailable.slice(0, 2),
    });
    const notOffered = await screen.findByRole('list', { name: 'غير متاح:' });
    expect(lines(notOffered)).toEqual([
      'أسطول Sameday: لا توصل إلى المملكة العربية السعودية',
      'Desert Freight: غير مربوطة على هذه المنصة',
    ]);
    // The Latin names and the price each isolated: in a right-to-left line the days came before the price.
    const rate = screen.getByRole('radio', { name: /Falcon Express Economy Select/ });
    const label = document.querySelector(`label[for="${rate.id}"]`) as HTMLElement;
    expect(within(label).getByText('AED 98.00').tagName).toBe('BDI');
    expect(within(label).getByText('Falcon Express Economy Select').tagName).toBe('BDI');
  });

  it('says a carrier’s refusal in Arabic by the id answered beside it, whatever its English', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    renderRates({
      rates: [],
      unavailable: [
        {
          carrier: 'sameday',
          carrierName: 'Sameday fleet',
          reason: 'No deliveries to that country',
          reasonText: serverText(SHIPMENT_SENTENCES.notToCountry, { country: 'SA' }),
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(lines(within(alert).getByRole('list'))).toEqual(['أسطول Sameday: لا توصل إلى المملكة العربية السعودية']);
  });
});
