import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import { registerMerchantWithPickup as merchantWithPickup } from '../support/users';

const PICKUP = 'Al Quoz Warehouse';
const HEADER = [
  'Pickup address',
  'Recipient name',
  'Phone',
  'Building name or Area',
  'Address details',
  'Apartment number',
  'Area',
  'Emirate',
  'Item name',
  'Quantity',
  'Weight kg',
  'Barcode',
  'COD amount AED',
  'Service',
  'Reference',
  'Scheduled date',
  'Notes',
];

async function signIn(page: Page, merchant: { email: string; password: string }) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

const row = (name: string, changes: Record<string, string> = {}) => {
  const cells: Record<string, string> = {
    'Pickup address': PICKUP,
    'Recipient name': name,
    Phone: '0509876543',
    'Building name or Area': 'Marina Heights Tower',
    Area: 'Dubai Marina',
    Emirate: 'Dubai',
    'Item name': 'Perfume 100ml',
    Quantity: '1',
    'Weight kg': '0.5',
    'COD amount AED': '1,250.50',
    Service: 'Next day',
    ...changes,
  };
  return HEADER.map((header) => cells[header] ?? '');
};

const csvFile = (name: string, rows: string[][]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(Papa.unparse(rows, { newline: '\r\n' }), 'utf8'),
});

test('a mixed file: the errors are read and downloaded, the fixed rows uploaded again, all orders end in Pending', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithPickup(request);
  await signIn(page, merchant);
  await page.goto('/bulk-orders');
  await expect(page.getByRole('heading', { name: 'Bulk Upload', level: 1 })).toBeVisible();
  await expect(page.getByText('Up to 50,000 rows and 10 MB per file', { exact: false })).toBeVisible();

  // 1. A file with two good rows and two bad ones (an Arabic name among the good).
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(
    csvFile('mixed.csv', [
      HEADER,
      row('Layla Haddad'),
      row('Omar Short-Phone', { Phone: '05012' }),
      row('حمدان الكتبي', { Reference: `BULK-${Date.now()}` }),
      row('Sara Wrong-Pickup', { 'Pickup address': 'Warehouse 3', 'COD amount AED': '0' }),
    ]),
  );
  await expect(page.getByText('2 orders ready to import')).toBeVisible();
  await expect(page.getByText('2 rows with errors')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(
    errors.getByRole('row', { name: /3\s+Phone\s+Phone must be a UAE mobile: 050… or \+971…/ }),
  ).toBeVisible();
  await expect(
    errors.getByRole('row', { name: /5\s+Pickup address\s+Unknown pickup address "Warehouse 3"/ }),
  ).toBeVisible();
  await expect(
    errors.getByRole('row', { name: /5\s+COD amount AED\s+COD amount must be greater than 0/ }),
  ).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

  // 2. The bad rows download as a CSV with an Error column.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download rows with errors' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('mixed-errors.csv');
  const bad = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(bad[0]).toEqual([...HEADER, 'Error']);
  expect(bad.slice(1).map((cells) => [cells[1], cells.at(-1)])).toEqual([
    ['Omar Short-Phone', 'Phone: Phone must be a UAE mobile: 050… or +971…'],
    [
      'Sara Wrong-Pickup',
      'Pickup address: Unknown pickup address "Warehouse 3"; COD amount AED: COD amount must be greater than 0',
    ],
  ]);

  // 3. The good rows are imported.
  await page.getByRole('button', { name: 'Import 2 orders' }).click();
  await expect(page.getByRole('heading', { name: '2 orders created' })).toBeVisible();
  await expect(page.getByText('2 rows with errors were left out.')).toBeVisible();

  // 4. The downloaded file, fixed, goes back as it is (its Error column is ignored).
  const fixed = bad.map((cells, index) => {
    if (index === 0) return cells;
    const at = (header: string) => HEADER.indexOf(header);
    const copy = [...cells];
    if (copy[at('Phone')] === '05012') copy[at('Phone')] = '0501234567';
    if (copy[at('Pickup address')] === 'Warehouse 3') copy[at('Pickup address')] = PICKUP;
    if (copy[at('COD amount AED')] === '0') copy[at('COD amount AED')] = '75';
    return copy;
  });
  await page.getByRole('button', { name: 'Upload another file' }).click();
  await fileInput.setInputFiles(csvFile('mixed-errors.csv', fixed));
  await expect(page.getByText('2 orders ready to import')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows with errors' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 2 orders' }).click();
  await expect(page.getByRole('heading', { name: '2 orders created' })).toBeVisible();

  // 5. All four are in the Pending tab of the orders list.
  await page.getByRole('link', { name: 'See them in Pending' }).click();
  await expect(page).toHaveURL(/\/\?tab=pending$/);
  await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Pending/ })).toContainText('4');
  for (const name of ['Layla Haddad', 'حمدان الكتبي', 'Omar Short-Phone', 'Sara Wrong-Pickup']) {
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
});

test('a file that is not a spreadsheet is refused with a reason and nothing to import', async ({ page, request }) => {
  const merchant = await merchantWithPickup(request);
  await signIn(page, merchant);
  await page.goto('/bulk-orders');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'photo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  });
  await expect(page.getByRole('alert')).toContainText('This file is not a CSV text file.');
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
});

test('the Excel template downloads and is read back in the browser: its description row skipped, its example row checked', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithPickup(request);
  await signIn(page, merchant);
  await page.goto('/bulk-orders');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sameday-bulk-template.xlsx');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'sameday-bulk-template.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: readFileSync(await download.path()),
  });
  // The examples (an order of one item, one of two) name a pickup this merchant does not have:
  // the description and note rows are skipped, each example row has one reason.
  await expect(page.getByText('3 rows with errors')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(
    errors.getByRole('row', { name: /6\s+Pickup address\s+Unknown pickup address "Main warehouse"/ }),
  ).toBeVisible();
  await expect(
    errors.getByRole('row', { name: /8\s+Pickup address\s+Unknown pickup address "Main warehouse"/ }),
  ).toBeVisible();
});

test('the count the check promises is the count created: an order of two rows, a past date and a bad phone; the rows to fix stay downloadable after the import', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithPickup(request);
  await signIn(page, merchant);
  await page.goto('/bulk-orders');
  await expect(page.getByRole('list', { name: 'How to fill in the template' })).toContainText(
    'Rows with the same Reference are one order with several items',
  );
  const gift = `GIFT-${Date.now()}`;
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      csvFile('week.csv', [
        HEADER,
        row('Layla Haddad'),
        row('Huda Gift', { Reference: gift, 'Item name': 'Perfume 100ml' }),
        row('Huda Gift', { Reference: gift, 'Item name': 'Scented candle', Quantity: '2', 'Weight kg': '0.3' }),
        row('Sara Past', { 'Scheduled date': '01-01-2020' }),
        row('Omar Short-Phone', { Phone: '05012' }),
      ]),
    );
  await expect(page.getByText('2 orders ready to import (3 rows)')).toBeVisible();
  await expect(page.getByText('2 rows with errors')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(
    errors.getByRole('row', {
      name: /5\s+Scheduled date\s+01-01-2020 is in the past: the earliest delivery date for Next day is \d{2}-\d{2}-\d{4}$/,
    }),
  ).toBeVisible();
  await expect(
    errors.getByRole('row', { name: /6\s+Phone\s+Phone must be a UAE mobile: 050… or \+971…/ }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('checked-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Import 2 orders' }).click();
  await expect(page.getByRole('heading', { name: '2 orders created' })).toBeVisible();
  await expect(page.getByText('2 rows with errors were left out.')).toBeVisible();

  // After the import, the rows to fix are still there to download.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download rows with errors' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('week-errors.csv');
  const bad = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(
    bad.slice(1).map((cells) => [cells[1], (cells.at(-1) ?? '').replace(/\d{2}-\d{2}-\d{4}$/, 'DD-MM-YYYY')]),
  ).toEqual([
    ['Sara Past', 'Scheduled date: 01-01-2020 is in the past: the earliest delivery date for Next day is DD-MM-YYYY'],
    ['Omar Short-Phone', 'Phone: Phone must be a UAE mobile: 050… or +971…'],
  ]);

  // The two orders, one of them with both items.
  await page.getByRole('link', { name: 'See them in Pending' }).click();
  await expect(page.getByRole('tab', { name: /^Pending/ })).toContainText('2');
  await expect(page.getByRole('row', { name: /Layla Haddad/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Huda Gift/ })).toHaveCount(1);
});

test('on a phone (375 px): the same promise kept, the reasons readable and the rows to fix downloadable after the import', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const merchant = await merchantWithPickup(request);
  await signIn(page, merchant);
  await page.goto('/bulk-orders');
  const gift = `GIFT-${Date.now()}`;
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      csvFile('phone.csv', [
        HEADER,
        row('Huda Gift', { Reference: gift }),
        row('Huda Gift', { Reference: gift, 'Item name': 'Scented candle', Quantity: '2' }),
        row('Sara Past', { 'Scheduled date': '01-01-2020' }),
      ]),
    );
  await expect(page.getByText('1 order ready to import (2 rows)')).toBeVisible();
  await expect(page.getByText(/01-01-2020 is in the past/)).toBeVisible();
  // Nothing runs off the side of a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Import 1 order' }).click();
  await expect(page.getByRole('heading', { name: '1 order created' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download rows with errors' }).click();
  expect((await downloading).suggestedFilename()).toBe('phone-errors.csv');
  await page.screenshot({ path: test.info().outputPath('done-375.png'), fullPage: true });
});
