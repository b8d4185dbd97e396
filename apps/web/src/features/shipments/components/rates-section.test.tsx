import { CARRIER_SENTENCES, type RatesAnswer, SHIPMENT_SENTENCES, sentence, serverText } from '@sameday/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadAppMessages } from '../../../shared/i18n';
import { renderScreen } from '../../../test/render-screen';
import { RatesSection } from './rates-section';

const aramex = { carrier: 'aramex' as const, carrierName: 'Aramex', currency: 'AED' as const };

const unavailable: RatesAnswer['unavailable'] = [
  {
    carrier: 'sameday',
    carrierName: 'Sameday fleet',
    reason: sentence(SHIPMENT_SENTENCES.notToCountry, { country: 'SA' }),
    reasonText: serverText(SHIPMENT_SENTENCES.notToCountry, { country: 'SA' }),
  },
  {
    carrier: 'aramex',
    carrierName: 'Aramex',
    reason: sentence(CARRIER_SENTENCES.couldNotAnswer, { carrier: 'Aramex', status: 503 }),
    reasonText: serverText(CARRIER_SENTENCES.couldNotAnswer, { carrier: 'Aramex', status: 503 }),
  },
];

const renderRates = (answer: RatesAnswer, onChoose: (carrier: string, service: string) => void = () => {}) =>
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
            onChoose={onChoose}
            onAsk={() => {}}
            isStale={false}
            declared={{ minor: 50_000, currency: 'AED' }}
            incoterm="DDP"
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
  it('shows each carrier’s price and transit time on a card of its own, with the declared value and duties', async () => {
    renderRates({
      rates: [
        {
          ...aramex,
          service: 'economy_parcel_express',
          serviceName: 'Economy Parcel Express',
          totalFils: 9_800,
          transitDays: null,
        },
        {
          ...aramex,
          service: 'priority_parcel_express',
          serviceName: 'Priority Parcel Express',
          totalFils: 21_700,
          transitDays: 2,
        },
      ],
      unavailable: [],
    });
    const cards = await screen.findAllByRole('radio');
    expect(cards.map((card) => card.textContent?.replace(/[\u2066-\u2069]/g, ''))).toEqual([
      'AramexEconomy Parcel ExpressAED 98.00Transit time not given by the carrier',
      'AramexPriority Parcel ExpressAED 217.002 days in transit',
    ]);
    expect(screen.getByText(/Declared value/)).toHaveTextContent('Declared value: AED 500.00');
    expect(screen.getByText(/Duties/)).toHaveTextContent('Duties: DDP — the sender pays duties');
  });

  it('says why each carrier cannot take it on a line of its own, naming the carrier once', async () => {
    renderRates({ rates: [], unavailable });
    const alert = await screen.findByRole('alert');
    expect(lines(within(alert).getByRole('list'))).toEqual([
      'Sameday fleet: Does not deliver to SA',
      'Aramex could not answer (status 503).',
    ]);
    expect(alert.textContent).not.toMatch(/\.\.|Aramex: Aramex/);
  });
});

describe('the rates of a shipment in Arabic', () => {
  afterEach(() => activateLocale('en'));

  it('names the carriers and countries in Arabic, and keeps each price with its carrier and days', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    renderRates({
      rates: [
        {
          ...aramex,
          service: 'economy_parcel_express',
          serviceName: 'Economy Parcel Express',
          totalFils: 9_800,
          transitDays: 5,
        },
      ],
      unavailable: unavailable.slice(0, 1),
    });
    const notOffered = await screen.findByRole('list', { name: 'غير متاح:' });
    expect(lines(notOffered)).toEqual(['أسطول Sameday: لا توصل إلى المملكة العربية السعودية']);
    // The Latin names and the price each isolated on the carrier's card.
    const rate = screen.getByRole('radio', { name: /Aramex\s*Economy Parcel Express/ });
    expect(within(rate).getByText('AED 98.00').tagName).toBe('BDI');
    expect(within(rate).getByText('Aramex').tagName).toBe('BDI');
    expect(within(rate).getByText('Economy Parcel Express').tagName).toBe('BDI');
    expect(rate).toHaveTextContent('5 أيام في الطريق');
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

  it('shows each carrier reached through Karrio under its own name, and chooses its service whole', async () => {
    const karrio = { carrier: 'karrio' as const, currency: 'AED' as const };
    const rates: RatesAnswer['rates'] = [
      {
        ...karrio,
        carrierName: 'UPS via Karrio',
        service: 'ups:ups_express_saver',
        serviceName: 'Express Saver',
        totalFils: 29_500,
        transitDays: 3,
      },
      {
        ...karrio,
        carrierName: 'DHL Express via Karrio',
        service: 'dhl_express:dhl_express_worldwide',
        serviceName: 'Express Worldwide',
        totalFils: 33_800,
        transitDays: 2,
      },
    ];
    const onChoose = vi.fn();
    const { user } = renderRates({ rates, unavailable: [] }, onChoose);
    const cards = await screen.findAllByRole('radio');
    expect(cards.map((card) => card.textContent?.replace(/[\u2066-\u2069]/g, ''))).toEqual([
      'UPS via KarrioExpress SaverAED 295.003 days in transit',
      'DHL Express via KarrioExpress WorldwideAED 338.002 days in transit',
    ]);
    await user.click(screen.getByRole('radio', { name: /DHL Express via Karrio/ }));
    expect(onChoose).toHaveBeenCalledWith('karrio', 'dhl_express:dhl_express_worldwide');
  });

  it('says “via Karrio” in Arabic, keeping the carrier’s Latin name', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    renderRates({
      rates: [
        {
          carrier: 'karrio',
          carrierName: 'DHL Express via Karrio',
          currency: 'AED',
          service: 'dhl_express:dhl_express_worldwide',
          serviceName: 'Express Worldwide',
          totalFils: 33_800,
          transitDays: 2,
        },
      ],
      unavailable: [],
    });
    const rate = await screen.findByRole('radio', { name: /DHL Express عبر Karrio/ });
    expect(rate).toHaveTextContent('AED 338.00');
  });
});
