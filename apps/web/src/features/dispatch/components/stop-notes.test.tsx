import type { StopNote } from '@sameday/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders, testQueryClient } from '../../../test/render-screen';
import { StopNotes } from './stop-notes';

const at = '2026-11-29T06:05:00.000Z';
const note = (overrides: Partial<StopNote>): StopNote => ({
  kind: 'missing',
  orderId: null,
  code: null,
  differenceFils: null,
  at,
  ...overrides,
});

describe("the courier's reports on a stop", () => {
  it('names missing orders (and parcels), codes of none of its orders and cash that differs, not cash as due', async () => {
    render(
      <TestProviders queryClient={testQueryClient()}>
        <StopNotes
          notes={[
            note({ kind: 'missing', orderId: 'SD100' }),
            note({ kind: 'missing', orderId: 'SD200', parcels: [2, 3] }),
            note({ kind: 'extra', code: 'BOGUS-1' }),
            note({ kind: 'cash', orderId: 'SD300', differenceFils: -1000 }),
            note({ kind: 'cash', orderId: 'SD400', differenceFils: 0 }),
          ]}
        />
      </TestProviders>,
    );
    const list = await screen.findByRole('list', { name: "Courier's reports" });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '10:05 · Reported missing: SD100',
      '10:05 · Reported missing: SD200 (parcels 2, 3)',
      '10:05 · Scanned, not on this stop: BOGUS-1',
      '10:05 · Cash AED 10.00 short on SD300',
    ]);
  });

  it('shows nothing when there is nothing to report', () => {
    const { container } = render(
      <TestProviders queryClient={testQueryClient()}>
        <StopNotes notes={[note({ kind: 'cash', orderId: 'SD400', differenceFils: 0 })]} />
      </TestProviders>,
    );
    expect(container.querySelector('[data-stop-notes]')).toBeNull();
  });
});
