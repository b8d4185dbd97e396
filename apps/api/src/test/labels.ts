// A placed order's label as a test reads it: its text, and a picture of it for a look.
import { expect } from 'vitest';
import type { TestApp } from './harness';
import { pdfText, renderPdf } from './pdf-reader';

/** The label's first page as text; the page is also rendered to a PNG named `look`, whose path is printed. */
export async function labelOf(t: TestApp, token: string, orderId: string, look: string): Promise<string> {
  const label = await t.app.inject({
    method: 'GET',
    url: `/api/platform/quiqdash/orders/labels/${orderId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(label.statusCode).toBe(200);
  const [page] = await pdfText(label.rawPayload);
  const [png] = await renderPdf(label.rawPayload, look);
  console.info(`the label rendered for a look: ${png}`);
  return page ?? '';
}
