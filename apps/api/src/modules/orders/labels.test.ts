import type { Order } from '@sameday/contract';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { loadCodeWriter } from '../../platform/pdf';
import { pdfCanvases, pdfText, pdfTextItems, RENDER_DIR, renderPdf } from '../../test/pdf-reader';
import { createTrackingCodes } from '../tracking/service/codes';
import { labelFilename, renderLabels } from './service/files/labels';
import { sortCodeOf } from './service/files/sort-code';

const ARABIC_NAME = 'خالد الشامسي';
const MIXED_ADDRESS = 'فيلا 12، شارع الوصل, Jumeirah 1';

function labelOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'SD7QX2M4PZ9T',
    accountId: 'acc_1',
    status: 'ready_for_collection',
    type: 'partner_sameday',
    pickup: {
      kind: 'pickup',
      locationId: 'loc_1',
      locationName: 'Al Quoz Warehouse',
      contactName: 'Sara Khan',
      phone: '+971501234567',
      addressLine1: 'Warehouse 5',
      addressLine2: '',
      apartmentNumber: '',
      area: 'Al Quoz',
      emirate: 'Dubai',
    },
    dropoff: {
      kind: 'dropoff',
      name: ARABIC_NAME,
      phone: '+971509876543',
      addressLine1: MIXED_ADDRESS,
      addressLine2: 'بجانب المسجد',
      apartmentNumber: '',
      area: 'Jumeirah',
      emirate: 'Dubai',
      latitude: null,
      longitude: null,
      notes: '',
      email: '',
    },
    items: [{ id: 'itm_1', name: 'Perfume', quantity: 2, weightKg: 0.4, barcode: null }],
    payment: { mode: 'cod', codAmountFils: 25_000 },
    serviceKind: 'next_day',
    serviceDate: '2026-11-25',
    scheduledDate: null,
    partnerOrderId: 'WEB-1042',
    priceFils: 1800,
    failedAttempts: 0,
    createdBy: 'usr_1',
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
    onHoldUntil: null,
    ...overrides,
  };
}

/** Code 128 widths: a start symbol (A, B or C), data and check symbols of 11 modules, a stop of 13. */
const START_PATTERNS = ['211412', '211214', '211232'];
const STOP_PATTERN = '2331112';

function widthsOf(bars: [number, number][], modules: number): string {
  const widths: number[] = [];
  bars.forEach(([start, width], index) => {
    widths.push(width);
    const next = bars[index + 1];
    widths.push((next ? next[0] : modules) - start - width);
  });
  return widths.slice(0, -1).join('');
}

describe('label barcodes', () => {
  it.each(['SD0123456789', 'SDABCDEFGHJK', 'SD7QX2M4PZ9T'])('draws %s as a Code 128 symbol', async (id) => {
    const { bars, modules } = (await loadCodeWriter()).code128Bars(id);
    const widths = widthsOf(bars, modules);
    expect(START_PATTERNS).toContain(widths.slice(0, 6));
    expect(widths.endsWith(STOP_PATTERN)).toBe(true);
    expect((modules - 13) % 11).toBe(0);
    expect(bars.every(([, width]) => width >= 1 && width <= 4)).toBe(true);
  });

  it('draws different bars for different order ids', async () => {
    const { code128Bars } = await loadCodeWriter();
    expect(code128Bars('SD0000000001').bars).not.toEqual(code128Bars('SD0000000002').bars);
  });

  it('draws every dark module of a QR code once and no light one', async () => {
    const { qrRectangles } = await loadCodeWriter();
    for (const text of ['https://app.sameday.ae/t/k7vq2xm4pz9tabcdefgh3jkl', 'SD0123456789', 'فاطمة · 12']) {
      const { rects, modules } = qrRectangles(text);
      const painted = new Array<number>(modules * modules).fill(0);
      for (const [column, row, width, height] of rects) {
        for (let y = row; y < row + height; y++)
          for (let x = column; x < column + width; x++) painted[y * modules + x] = (painted[y * modules + x] ?? 0) + 1;
      }
      const { modules: symbol } = QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
        errorCorrectionLevel: 'M',
        maskPattern: 0,
      });
      expect(modules).toBe(symbol.size);
      expect(painted).toEqual(Array.from(symbol.data, (dark) => (dark ? 1 : 0)));
      // Merged down the rows: far fewer rectangles than runs of dark modules along the rows.
      expect(rects.length).toBeLessThan(painted.filter(Boolean).length / 2);
    }
  });

  it('names one label after its order and several after the Dubai day', () => {
    expect(labelFilename(['SD1'])).toBe('order-SD1.pdf');
    expect(labelFilename(['SD1', 'SD2'], new Date('2026-11-22T21:30:00Z'))).toBe('orders-23-11-2026.pdf');
  });
});

describe('label text', () => {
  it.each(['4x6', 'a4'] as const)(
    'prints an Arabic name and address so that they read back as typed (%s)',
    async (format) => {
      const pdf = await renderLabels([labelOrder()], format);
      const [page] = await pdfText(pdf);
      expect(page).toContain(ARABIC_NAME);
      expect(page).toContain('شارع الوصل');
      expect(page).toContain('Jumeirah 1');
      expect(page).toContain('بجانب المسجد');
      expect(page).toContain('Al Quoz Warehouse');
      const [png] = await renderPdf(pdf, `label-${format}`);
      console.info(`label rendered for a look: ${png} (folder ${RENDER_DIR})`);
    },
  );

  it('prints the sort code, the parcel count and the weight, one label a parcel', async () => {
    const order = labelOrder({
      items: [
        { id: 'itm_1', name: 'Perfume', quantity: 2, weightKg: 0.4, barcode: null },
        { id: 'itm_2', name: 'Shoes', quantity: 1, weightKg: 1.25, barcode: null },
      ],
    });
    const pages = await pdfText(await renderLabels([order, labelOrder({ id: 'SD0000000002' })], '4x6'));
    expect(pages).toHaveLength(3);
    expect(pages[0]).toMatch(/DXB-2[\s\S]*PARCEL[\s\S]*1\/2[\s\S]*WEIGHT[\s\S]*0\.8 kg/);
    expect(pages[1]).toMatch(/DXB-2[\s\S]*2\/2[\s\S]*1\.25 kg/);
    expect(pages[2]).toMatch(/SD0000000002[\s\S]*1\/1/);
    // Each parcel of the order of two prints its own code under its barcode; the order of one, its id.
    expect(pages[0]).toContain(`${order.id}/1`);
    expect(pages[1]).toContain(`${order.id}/2`);
    expect(pages[2]).not.toContain('SD0000000002/');
  });

  it('draws the tracking link as a QR code only when the order has one, else the reference large', async () => {
    const tracked = await renderLabels([labelOrder()], '4x6', {
      trackingUrlOf: () => 'https://sameday.example/track/k7vq2xm4pz9tabcdefgh3jkl',
    });
    const untracked = await renderLabels([labelOrder()], '4x6');
    const [trackedText] = await pdfText(tracked);
    const [untrackedText] = await pdfText(untracked);
    expect(trackedText).toContain('Scan, or type in a browser:');
    // The short address of the tracking page, where the code is entered.
    expect(trackedText).toContain('sameday.example/track/');
    // The code as text, for a recipient without a camera.
    expect(trackedText).toContain('k7vq2xm4pz9tabcdefgh3jkl');
    expect(untrackedText).not.toContain('type in a browser');
    expect(untrackedText).toContain('WEB-1042');
    // The QR code's modules are drawn as filled rectangles: the tracked label has many more.
    expect(tracked.length).toBeGreaterThan(untracked.length + 300);
    await renderPdf(tracked, 'label-4x6-tracked');
  });

  it('prints tracking links as QR codes a camera reads back, on 4×6 and A4 pages', async () => {
    // Real links of twelve orders, the same on every run: each code has its own data and modules.
    const codes = createTrackingCodes('the key of the labels test', 'https://app.sameday.ae');
    const orders = Array.from({ length: 12 }, (_, index) =>
      labelOrder({
        id: `SD${(104_729 + index * 7_919).toString(36).toUpperCase().padStart(10, '0')}`,
        partnerOrderId: `WEB-${index}`,
      }),
    );
    const urls = new Map(orders.map((order) => [order.id, codes.urlOf(codes.codeOf(order.id))]));
    const trackingUrlOf = (order: Order) => urls.get(order.id);
    // 203 dots an inch, a thermal label printer's resolution.
    const scale = 203 / 72;
    const read = (canvas: Awaited<ReturnType<typeof pdfCanvases>>[number], x: number, y: number, size: number) => {
      const image = canvas.getContext('2d').getImageData(x * scale, y * scale, size * scale, size * scale);
      // Each dot printed black or white, as a thermal printer does: no grey from the renderer's smoothing.
      for (let at = 0; at < image.data.length; at += 4) {
        const ink = (image.data[at] ?? 0) + (image.data[at + 1] ?? 0) + (image.data[at + 2] ?? 0) < 384 ? 0 : 255;
        image.data.fill(ink, at, at + 3);
      }
      return jsQR(image.data, image.width, image.height)?.data;
    };
    const labels = await pdfCanvases(await renderLabels(orders, '4x6', { trackingUrlOf }), { pages: 12, scale });
    // Each 4×6 label (288 × 432 points) keeps its QR code in the bottom right corner.
    expect(labels.map((canvas) => read(canvas, 144, 288, 144))).toEqual([...urls.values()]);
    const sheets = await pdfCanvases(await renderLabels(orders, 'a4', { trackingUrlOf }), { pages: 3, scale });
    const quarter = { width: 595.28 / 2, height: 841.89 / 2 };
    const read4 = sheets.flatMap((canvas) =>
      [0, 1, 2, 3].map((slot) =>
        read(
          canvas,
          (slot % 2) * quarter.width + quarter.width / 2,
          Math.floor(slot / 2) * quarter.height + quarter.height - quarter.width / 2,
          quarter.width / 2,
        ),
      ),
    );
    expect(read4).toEqual([...urls.values()]);
  });

  it('centres a single label on an A4 page and fills the page from its corner with several', async () => {
    const leftOf = async (count: number) => {
      const orders = Array.from({ length: count }, (_, index) => labelOrder({ id: `SD00000000${index}` }));
      const [items] = await pdfTextItems(await renderLabels(orders, 'a4'));
      return items?.find((item) => item.text === 'SAMEDAY')?.x;
    };
    expect(await leftOf(1)).toBeCloseTo((595.28 - 297.64) / 2 + 14, 0);
    expect(await leftOf(2)).toBeCloseTo(14, 0);
  });
});

describe('sort codes', () => {
  it.each([
    ['Dubai', 'Dubai Marina', 'DXB-3'],
    ['Dubai', 'jumeirah', 'DXB-2'],
    ['Dubai', 'Karama', 'DXB-1'],
    ['Dubai', 'Al-Qusais', 'DXB-5'],
    ['Abu Dhabi', 'Khalidiyah', 'AUH-1'],
    ['Abu Dhabi', 'Yas Island', 'AUH-2'],
    ['Sharjah', 'Al Majaz', 'SHJ'],
    ['Dubai', 'Somewhere New', 'DXB'],
    ['Ras Al Khaimah', 'Al Hamra', 'RAK'],
  ])('sorts %s, %s as %s', (emirate, area, code) => {
    expect(sortCodeOf(emirate, area)).toBe(code);
  });
});
