import {
  type GroupCounts,
  HISTORY_SENTENCES,
  ORDER_NOTE_SENTENCES,
  type Order,
  type OrderEvent,
  renderServerText,
  type ServerText,
  sentence,
  serverText,
} from '@sameday/contract';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../shared/i18n';
import { mockApi, ok, order, preferences, renderOrders, screen } from './test/orders-test-kit';

const COUNTS: GroupCounts = {
  total: 1234,
  statuses: { pending: 1234 },
  groups: {
    pending: 1234,
    ready_for_collection: 0,
    in_transit: 0,
    attention: 0,
    delivered: 0,
    returns: 0,
    cancelled: 0,
  },
};

const PENDING = order({
  id: 'SDPEND000001',
  priceFils: 113_750,
  dropoff: { ...order().dropoff, name: 'Aisha Rahman' },
});

afterEach(() => activateLocale('en'));

/** The orders page in Arabic listing `orders`; `drawer` answers the drawer's calls for one of them. */
async function inArabic(orders: Order[], drawer?: { order: Order; history: OrderEvent[] }) {
  await activateLocale('ar');
  await loadAppMessages();
  mockApi({
    'GET /quiqdash/orders/group_counts': ok(COUNTS),
    'GET /quiqdash/orders': ok({ orders, nextCursor: null }),
    'GET /partner/preferences': ok(preferences()),
    ...(drawer && {
      [`GET /quiqdash/order/${drawer.order.id}`]: ok(drawer.order),
      [`GET /quiqdash/orders/history/${drawer.order.id}`]: ok(drawer.history),
    }),
  });
}

describe('the orders page in Arabic', () => {
  it('reads right to left with the state names, tabs and prices in Arabic, digits Western', async () => {
    await inArabic([PENDING]);
    renderOrders('/');

    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { name: 'الطلبات', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'البحث في الطلبات' })).toBeInTheDocument();
    const tab = await screen.findByRole('tab', { name: /جاهز للاستلام/ });
    expect(tab).toBeInTheDocument();
    // The count of a tab keeps Western digits and its grouping.
    expect(await screen.findByRole('tab', { name: /معلّق.*1,234/ })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /SDPEND000001/ });
    expect(row).toHaveTextContent('معلّق');
    expect(row).toHaveTextContent('AED 1,137.50');
    expect(row).toHaveTextContent('مدفوع مسبقًا');
    expect(screen.getByRole('columnheader', { name: /غير شامل الضريبة/ })).toBeInTheDocument();
  });
});

const HELD = order({ id: 'SDHELD000001', status: 'on_hold' });
const line = (id: string, from: string | null, to: string, reason: string | null, actorName = 'Omar Haddad') =>
  ({
    id,
    fromStatus: from,
    toStatus: to,
    reason,
    actor: 'merchant',
    actorName,
    createdAt: '2026-11-22T05:00:00.000Z',
  }) as OrderEvent;

/** A line the server wrote from a template: its English and its id beside it. */
const written = (id: string, from: string | null, to: string, text: ServerText) =>
  ({ ...line(id, from, to, renderServerText(text)), reasonText: text }) as OrderEvent;

describe('an order’s history in Arabic', () => {
  it('shows the lines the system wrote in Arabic and people’s own words as written', async () => {
    await inArabic([HELD], {
      order: HELD,
      history: [
        // As the server answers them: the English, and the id and values beside it (decision 053).
        { ...line('e1', null, 'pending', HISTORY_SENTENCES.placed), reasonText: serverText(HISTORY_SENTENCES.placed) },
        written('e2', 'pending', 'pending', serverText(HISTORY_SENTENCES.reattemptChosen, { date: 'Thu 27 Nov' })),
        {
          ...written(
            'e3',
            'pending',
            'on_hold',
            serverText(HISTORY_SENTENCES.heldByRuleWithReason, { rule: 'Fragile', reason: 'check the packing' }),
          ),
          actorName: sentence(HISTORY_SENTENCES.recipientActor, { name: 'Aisha' }),
          actorNameText: serverText(HISTORY_SENTENCES.recipientActor, { name: 'Aisha' }),
        },
        line('e4', 'on_hold', 'on_hold', 'Customer asked to wait'),
      ],
    });
    const { user } = renderOrders('/');
    await user.click(await screen.findByRole('row', { name: /SDHELD000001/ }));
    const drawer = await screen.findByRole('dialog', { name: /SDHELD000001/ });
    expect(await within(drawer).findByText('اختيرت إعادة المحاولة يوم الخميس 27 نوفمبر')).toBeInTheDocument();
    const held = within(drawer).getByText(/محتجز للمراجعة بموجب قاعدة الشحن/);
    expect(held.textContent?.replace(/[\u2066-\u2069]/g, '')).toBe(
      'محتجز للمراجعة بموجب قاعدة الشحن «Fragile»: check the packing',
    );
    expect(within(drawer).getByText(/Aisha.*\(المستلم\)/)).toBeInTheDocument();
    // A person's own words stay as they wrote them.
    expect(within(drawer).getByText('Customer asked to wait')).toBeInTheDocument();
    expect(within(drawer).queryByText(/Held for review|Reattempt chosen/)).toBeNull();
  });

  it('shows a line by the id the server answered beside it, whatever its English reads', async () => {
    const chosen = serverText(HISTORY_SENTENCES.reattemptChosen, { date: 'Fri 28 Nov' });
    const recipient = serverText(HISTORY_SENTENCES.recipientActor, { name: 'Aisha' });
    await inArabic([HELD], {
      order: HELD,
      history: [
        // English worded otherwise (a later server's): only the id can say what it is.
        { ...line('e1', 'on_hold', 'on_hold', 'Delivery moved to Fri 28 Nov'), reasonText: chosen },
        { ...line('e2', 'on_hold', 'on_hold', 'Rated by Aisha', 'Aisha, recipient'), actorNameText: recipient },
      ],
    });
    const { user } = renderOrders('/');
    await user.click(await screen.findByRole('row', { name: /SDHELD000001/ }));
    const drawer = await screen.findByRole('dialog', { name: /SDHELD000001/ });
    expect(await within(drawer).findByText('اختيرت إعادة المحاولة يوم الجمعة 28 نوفمبر')).toBeInTheDocument();
    expect(within(drawer).getByText(/Aisha.*\(المستلم\)/)).toBeInTheDocument();
    expect(within(drawer).queryByText('Delivery moved to Fri 28 Nov')).toBeNull();
    // Without an id, the words are a person's and stay as written.
    expect(within(drawer).getByText('Rated by Aisha')).toBeInTheDocument();
  });
});

const RETURN = order({
  id: 'SDRETN000001',
  returnOfOrderId: 'SDDELV000001',
  dropoff: {
    ...order().dropoff,
    notes: sentence(ORDER_NOTE_SENTENCES.customerReturnOf, { order: 'SDDELV000001' }),
    notesText: serverText(ORDER_NOTE_SENTENCES.customerReturnOf, { order: 'SDDELV000001' }),
  },
});

describe('a customer return in Arabic', () => {
  it('says its courier note in Arabic and keeps the "#" of the original order with its id', async () => {
    await inArabic([RETURN], { order: RETURN, history: [] });
    renderOrders(`/?order=${RETURN.id}`);
    const drawer = await screen.findByRole('dialog', { name: /SDRETN000001/ });
    // Beside Arabic words a bare "#" is taken into the sentence's direction and shows after the id ("SDDELV000001#").
    const link = await within(drawer).findByRole('link', { name: 'إرجاع للطلب #SDDELV000001' });
    expect(within(link).getByText('#SDDELV000001').tagName).toBe('BDI');
    const note = within(drawer).getByText(/^ملاحظات:/);
    expect(note).toHaveTextContent('ملاحظات: إرجاع من العميل للطلب \u2068#SDDELV000001\u2069');
    expect(note).not.toHaveTextContent('Customer return');
  });

  it('says its courier note in Arabic by the id answered beside it, whatever its English', async () => {
    const renamed = order({
      ...RETURN,
      dropoff: { ...RETURN.dropoff, notes: 'Returned by the customer: SDDELV000001' },
    });
    await inArabic([renamed], { order: renamed, history: [] });
    renderOrders(`/?order=${renamed.id}`);
    const drawer = await screen.findByRole('dialog', { name: /SDRETN000001/ });
    const note = await within(drawer).findByText(/^ملاحظات:/);
    expect(note).toHaveTextContent('ملاحظات: إرجاع من العميل للطلب \u2068#SDDELV000001\u2069');
    expect(note).not.toHaveTextContent('Returned by');
  });
});
