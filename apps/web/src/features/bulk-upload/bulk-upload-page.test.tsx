import {
  addDays,
  BULK_HEADERS,
  type BulkImportResult,
  DEFAULT_PRICING_MODEL,
  dubaiClock,
  formatBulkDate,
} from '@sameday/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStoredToken } from '../../shared/session';
import { FakeXhr } from '../../test/fake-xhr';
import { accountFixture, locationFixture, preferencesFixture } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { Landed, renderScreen, testSessionManager } from '../../test/render-screen';
import BulkUploadPage from './bulk-upload-page';
import { bulkRow } from './test/bulk-rows';

/** The bulk upload screen's tests: the real providers and router; fetch and XMLHttpRequest (the network) faked. */

const ACCOUNT_ID = 'acc_haddad';

const location = (id: string, locationName: string | null) =>
  locationFixture({ id, accountId: ACCOUNT_ID, locationName, addressLine1: 'Warehouse 5' });

function setupApi(locations = [location('loc_quoz', 'Al Quoz Warehouse'), location('loc_x', null)]) {
  return mockApi({
    'GET /account': ok(accountFixture({ id: ACCOUNT_ID })),
    [`GET /partner/accounts/${ACCOUNT_ID}/addresses`]: ok(locations),
    'GET /partner/preferences': ok(preferencesFixture()),
    [`GET /accounts/${ACCOUNT_ID}/pricing-model`]: ok(DEFAULT_PRICING_MODEL),
    'POST /featureflags/decide': ok({ Enabled: false }),
  });
}

const ROUTES = [
  { path: '/bulk-orders', element: <BulkUploadPage /> },
  { path: '/', element: <Landed /> },
  { path: '/account/pickup-addresses', element: <Landed /> },
];

/** The screen inside a session whose token is stored and never synced (no token calls). */
function renderPage() {
  writeStoredToken('test-token');
  return renderScreen(ROUTES, '/bulk-orders', {
    session: (router) => testSessionManager(router, { fetchToken: async () => undefined, revoke: async () => {} }),
  });
}

const row = (name: string, changes: Record<string, string> = {}) => bulkRow({ 'Recipient name': name, ...changes });
const csvFile = (name: string, rows: string[][]) =>
  new File([Papa.unparse([[...BULK_HEADERS], ...rows])], name, { type: 'text/csv' });
const MIXED = () =>
  csvFile('mixed.csv', [
    row('Layla'),
    row('Omar', { Phone: '05012' }),
    row('Sara', { 'Pickup address': 'Warehouse 3', 'COD amount AED': '0', Notes: '=HYPERLINK("http://x","y")' }),
  ]);

/** The files the screen saves, as blobs handed to URL.createObjectURL. */
function captureDownloads(): Blob[] {
  const created: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = vi.fn();
  return created;
}

/** The rows of the last CSV saved, once the screen has saved it. */
async function downloadedRows(created: Blob[]): Promise<string[][]> {
  await waitFor(() => expect(created.length).toBeGreaterThan(0));
  const text = await (created.at(-1) as Blob).text();
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}

async function choose(view: ReturnType<typeof renderPage>, file: File) {
  await screen.findByText(/Pickup names your file may use/, {}, { timeout: 5000 });
  const input = view.container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  await view.user.upload(input, file);
}

const RESULT: BulkImportResult = {
  importId: 'blk_1',
  fileName: 'mixed.csv',
  rowCount: 3,
  validCount: 1,
  invalidCount: 2,
  orderCount: 1,
  createdCount: 1,
  duplicateCount: 0,
  errors: [],
};

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.reply = { status: 200, body: RESULT };
  FakeXhr.hold = Promise.resolve();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Bulk Upload page', () => {
  it('offers both templates, states the limits and names the pickups a file may use', async () => {
    setupApi();
    const view = renderPage();
    expect(screen.getByRole('heading', { name: 'Bulk Upload', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Excel template' })).toBeInTheDocument();
    expect(screen.getByText(/Up to 50,000 rows and 10 MB per file/)).toBeInTheDocument();
    expect(
      await screen.findByText(/Pickup names your file may use: "Al Quoz Warehouse"\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'What goes in each column' }));
    await waitFor(() => expect(screen.getByText(/UAE mobile: 050… or \+971…, like 0501234567/)).toBeVisible(), {
      timeout: 5000,
    });
    const help = screen.getByRole('list', { name: 'How to fill in the template' });
    expect(help).toHaveTextContent('Rows with the same Reference are one order with several items');
    expect(help).toHaveTextContent('Dates are DD-MM-YYYY, like 23-11-2026.');
  });

  it('lists the invalid rows with row, column and reason, and downloads them with an Error column', async () => {
    setupApi();
    const view = renderPage();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:errors';
    });
    URL.revokeObjectURL = vi.fn();
    await choose(view, MIXED());
    expect(await screen.findByText('1 order ready to import')).toBeInTheDocument();
    expect(screen.getByText('2 rows with errors')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows with errors' });
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((line) =>
        within(line)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ['3', 'Phone', 'Phone must be a UAE mobile: 050… or +971…'],
      ['4', 'Pickup address', 'Unknown pickup address "Warehouse 3"'],
      ['4', 'COD amount AED', 'COD amount must be greater than 0'],
    ]);
    await view.user.click(screen.getByRole('button', { name: 'Download rows with errors' }));
    const text = await (created[0] as Blob).text();
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, '')).data;
    expect(rows[0]).toEqual([...BULK_HEADERS, 'Error']);
    expect(rows[1]?.at(-1)).toBe('Phone: Phone must be a UAE mobile: 050… or +971…');
    // A formula-looking cell goes out as text.
    expect(rows[2]?.[BULK_HEADERS.indexOf('Notes')]).toBe('\'=HYPERLINK("http://x","y")');
  });

  it('imports with the file, the bearer token and an Idempotency-Key, shows progress, then the count and the Pending link', async () => {
    setupApi();
    const view = renderPage();
    let release = () => {};
    FakeXhr.hold = new Promise((resolve) => {
      release = resolve;
    });
    await choose(view, MIXED());
    await view.user.click(await screen.findByRole('button', { name: 'Import 1 order' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading the file… 40%')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: '1 order created' })).toBeInTheDocument();
    expect(screen.getByText('2 rows with errors were left out.')).toBeInTheDocument();
    const [sent] = FakeXhr.sent;
    expect(sent?.url).toBe('/api/platform/quiqdash/bulk_orders');
    expect(sent?.headers.authorization).toBe('Bearer test-token');
    expect(sent?.headers['idempotency-key']).toMatch(/^bulk-/);
    expect((sent?.body.get('file') as File | undefined)?.name).toBe('mixed.csv');
    await view.user.click(screen.getByRole('link', { name: 'See them in Pending' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?tab=pending');
  });

  it('shows the server’s refusal and keeps the file ready to try again with the same key', async () => {
    setupApi();
    const view = renderPage();
    FakeXhr.reply = {
      status: 412,
      body: { code: 'failed_precondition', message: 'Your account is suspended due to overdue payments.', details: {} },
    };
    await choose(view, MIXED());
    await view.user.click(await screen.findByRole('button', { name: 'Import 1 order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is suspended due to overdue payments.');
    await view.user.click(screen.getByRole('button', { name: 'Import 1 order' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]?.headers['idempotency-key']).toBe(FakeXhr.sent[0]?.headers['idempotency-key']);
  });

  it('checks a file dropped on the upload card', async () => {
    setupApi();
    renderPage();
    await screen.findByText(/Pickup names your file may use/, {}, { timeout: 5000 });
    const card = screen
      .getByRole('heading', { name: '2. Upload your file' })
      .closest('div.mantine-Paper-root') as HTMLElement;
    fireEvent.drop(card, { dataTransfer: { files: [MIXED()] } });
    expect(await screen.findByText('1 order ready to import')).toBeInTheDocument();
    expect(screen.getByText('2 rows with errors')).toBeInTheDocument();
  });

  it('lists the rows the server refuses when it refuses them all, and downloads them', async () => {
    setupApi();
    const view = renderPage();
    const created = captureDownloads();
    const refusal = 'The earliest delivery date for Same day is 21-11-2026';
    FakeXhr.reply = {
      status: 400,
      body: {
        code: 'invalid_argument',
        message: 'No row of the file can be imported. Fix the rows listed and upload the file again.',
        details: { errors: [{ row: 2, column: 'Scheduled date', message: refusal }] },
      },
    };
    await choose(view, csvFile('late.csv', [row('Layla')]));
    await view.user.click(await screen.findByRole('button', { name: 'Import 1 order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No row of the file can be imported.');
    const table = screen.getByRole('table', { name: 'Rows with errors' });
    expect(
      within(table).getByRole('row', { name: new RegExp(`2\\s*Scheduled date\\s*${refusal}`) }),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Download rows with errors' }));
    const rows = await downloadedRows(created);
    expect(rows.map((cells) => [cells[1], cells.at(-1)])).toEqual([
      ['Recipient name', 'Error'],
      ['Layla', `Scheduled date: ${refusal}`],
    ]);
  });

  it('counts the orders of a file, an order of several rows as one, and refuses a past date in the template’s format', async () => {
    setupApi();
    const view = renderPage();
    const today = dubaiClock(new Date()).date;
    const nextDay = formatBulkDate(addDays(today, dubaiClock(new Date()).minutes >= 23 * 60 + 50 ? 2 : 1));
    await choose(
      view,
      csvFile('items.csv', [
        row('Layla', { Reference: 'GIFT-1', 'Item name': 'Perfume' }),
        row('Layla', { Reference: 'GIFT-1', 'Item name': 'Candle', Quantity: '2' }),
        row('Omar'),
        row('Sara', { 'Scheduled date': '01-01-2020' }),
      ]),
    );
    expect(await screen.findByText('2 orders ready to import (3 rows)')).toBeInTheDocument();
    expect(screen.getByText('1 row with errors')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows with errors' });
    expect(
      within(table).getByRole('row', {
        name: `5 Scheduled date 01-01-2020 is in the past: the earliest delivery date for Next day is ${nextDay}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 orders' })).toBeEnabled();
  });

  it('keeps the rows with errors to download after the import, those the server refused included', async () => {
    setupApi();
    const view = renderPage();
    const created = captureDownloads();
    FakeXhr.reply = {
      status: 200,
      body: {
        ...RESULT,
        rowCount: 3,
        validCount: 0,
        invalidCount: 3,
        orderCount: 0,
        createdCount: 0,
        errors: [
          { row: 2, column: 'Service', message: 'Your rate card has no price for this service to Dubai' },
          { row: 3, column: 'Phone', message: 'Phone must be a UAE mobile: 050… or +971…' },
          { row: 4, column: 'Pickup address', message: 'Unknown pickup address "Warehouse 3"' },
        ],
      } satisfies BulkImportResult,
    };
    await choose(view, MIXED());
    await view.user.click(await screen.findByRole('button', { name: 'Import 1 order' }));
    expect(await screen.findByRole('heading', { name: '0 orders created' })).toBeInTheDocument();
    expect(screen.getByText('3 rows with errors were left out.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Download rows with errors' }));
    const rows = await downloadedRows(created);
    expect(rows.map((cells) => [cells[1], cells.at(-1)])).toEqual([
      ['Recipient name', 'Error'],
      ['Layla', 'Service: Your rate card has no price for this service to Dubai'],
      ['Omar', 'Phone: Phone must be a UAE mobile: 050… or +971…'],
      [
        'Sara',
        'Pickup address: Unknown pickup address "Warehouse 3"; COD amount AED: COD amount must be greater than 0',
      ],
    ]);
  });

  it('says why a file cannot be imported: header only, unknown columns, not a spreadsheet', async () => {
    setupApi();
    const view = renderPage();
    await choose(view, csvFile('empty.csv', []));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has a header row but no orders.');
    await choose(view, new File(['Pickup,Name\na,b'], 'odd.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown columns: "Pickup", "Name".');
    await choose(view, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])], 'photo.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a CSV text file.');
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('sends a merchant without a named pickup address to Pickup addresses first', async () => {
    setupApi([location('loc_x', null)]);
    renderPage();
    const link = await screen.findByRole('link', { name: 'Add one in Pickup addresses' });
    expect(link).toHaveAttribute('href', '/account/pickup-addresses');
  });
});
