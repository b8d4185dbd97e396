// The count the screen promises is the count the import creates: one file, checked by the
// browser's own check (the web's check-file.ts, run here as its worker runs it, with what the
// screen reads of the account over the same API) and imported by the server.
import { randomBytes } from 'node:crypto';
import {
  addDays,
  BULK_HEADERS,
  type BulkImportResult,
  type CutOffTimes,
  type DecideFlagResponse,
  dubaiClock,
  formatBulkDate,
  type Location,
  type PricingModel,
} from '@sameday/contract';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRulesOf } from '../../../../web/src/features/bulk-upload/lib/account-rules';
import { checkBulkFile } from '../../../../web/src/features/bulk-upload/lib/check-file';
import { PLATFORM, type TestApp } from '../../test/harness';
import { bearer } from '../../test/identity';
import { type Merchant, openMerchantApp } from '../../test/orders';
import { call, ok } from '../../test/teams';

let t: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  ({ t, merchant } = await openMerchantApp());
});
afterAll(async () => t?.close());

type Cells = Partial<Record<(typeof BULK_HEADERS)[number], string>>;
const row = (overrides: Cells = {}) => {
  const base: Cells = {
    'Pickup address': 'Warehouse Al Quoz',
    'Recipient name': 'Fatima Noor',
    Phone: '0509876543',
    'Building name or Area': 'Marina Heights Tower',
    Area: 'Dubai Marina',
    Emirate: 'Dubai',
    'Item name': 'Perfume 100ml',
    Quantity: '1',
    'Weight kg': '0.4',
    'COD amount AED': '250',
    Service: 'Next day',
    ...overrides,
  };
  return BULK_HEADERS.map((header) => base[header] ?? '');
};

/** What the bulk upload screen reads of the account before it checks a file, read as it reads it. */
async function screenRules(token: string, accountId: string) {
  const account = ok<{ user: { salesforceId?: string | null } }>(await call(t.app, 'GET', '/account', token));
  const salesforceId = account.user.salesforceId;
  const flag = salesforceId
    ? ok<DecideFlagResponse>(
        await call(t.app, 'POST', '/featureflags/decide', token, {
          Feature: 'shipments_partner_4hr',
          Identifier: salesforceId,
        }),
      )
    : undefined;
  return accountRulesOf({
    locations: ok<Location[]>(await call(t.app, 'GET', `/partner/accounts/${accountId}/addresses`, token)),
    cutOffs: ok<CutOffTimes>(await call(t.app, 'GET', '/partner/preferences', token)),
    pricing: ok<PricingModel>(await call(t.app, 'GET', `/accounts/${accountId}/pricing-model`, token)),
    isFourHourEnabled: flag?.Enabled === true,
  });
}

function upload(token: string, name: string, bytes: Buffer, validateOnly = false) {
  const boundary = `----sameday${randomBytes(4).toString('hex')}`;
  return t.app.inject({
    method: 'POST',
    url: `${PLATFORM}/quiqdash/bulk_orders${validateOnly ? '?validate_only=true' : ''}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('the browser check and the server import of the same file', () => {
  it('promise and create the same orders and list the same reasons', async () => {
    const today = dubaiClock(new Date()).date;
    const gift = `GIFT-${randomBytes(3).toString('hex')}`;
    const mixed = `MIX-${randomBytes(3).toString('hex')}`;
    const rows = [
      row({ 'Recipient name': 'Layla Haddad' }),
      row({ Reference: gift, 'Item name': 'Perfume' }),
      row({ Reference: gift, 'Item name': 'Candle', Quantity: '2', Phone: '+971509876543' }),
      row({ 'Recipient name': 'Sara Past', 'Scheduled date': '01-01-2020' }),
      row({ 'Recipient name': 'Omar Short', Phone: '05012' }),
      row({ 'Recipient name': 'Four Hours', Service: '4-hour', Emirate: 'Sharjah', Area: 'Al Nahda' }),
      row({ 'Recipient name': 'Far Ahead', 'Scheduled date': formatBulkDate(addDays(today, 45)) }),
      row({ Reference: mixed }),
      row({ Reference: mixed, Area: 'JLT' }),
      row({ 'Recipient name': 'East Coast', Emirate: 'Fujairah', Service: 'Same day', Area: 'Dibba' }),
      row({ 'Recipient name': 'Nowhere', 'Pickup address': 'Warehouse 3' }),
      row({ 'Recipient name': 'In a week', 'Scheduled date': formatBulkDate(addDays(today, 7)) }),
    ];
    const file = Buffer.from(Papa.unparse([BULK_HEADERS as string[], ...rows], { newline: '\r\n' }), 'utf8');

    const rules = await screenRules(merchant.token, merchant.accountId);
    const bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    const screen = await checkBulkFile(
      { name: 'orders.csv', bytes, rules: { ...rules, now: new Date() } },
      () => import('exceljs'),
    );
    if (!screen.ok) throw new Error(screen.message);
    const promised = screen.invalid.flatMap((entry) => entry.errors.map((error) => ({ row: entry.row, ...error })));

    const checked = ok<BulkImportResult>(await upload(merchant.token, 'orders.csv', file, true));
    const imported = ok<BulkImportResult>(await upload(merchant.token, 'orders.csv', file));

    expect(screen).toMatchObject({ rowCount: 12, validCount: 5, orderCount: 4 });
    for (const answer of [checked, imported]) {
      expect(answer).toMatchObject({
        rowCount: screen.rowCount,
        validCount: screen.validCount,
        invalidCount: screen.invalid.length,
        orderCount: screen.orderCount,
      });
      expect(answer.errors).toEqual(promised);
    }
    expect(imported.createdCount).toBe(screen.orderCount);
    expect(promised.map((error) => error.row)).toEqual([5, 6, 7, 8, 9, 10, 12]);
  });
});
