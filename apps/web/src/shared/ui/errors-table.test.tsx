import { ORDER_ERROR_SENTENCES, serverText } from '@sameday/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { activateLocale, loadAppMessages } from '../i18n';
import { ErrorsTable } from './errors-table';

const renderTable = (errors: Parameters<typeof ErrorsTable>[0]['errors']) =>
  renderScreen([{ path: '*', element: <ErrorsTable errors={errors} /> }], '/');

describe('the rows with errors in Arabic', () => {
  afterEach(() => activateLocale('en'));

  it('says a bulk placement’s refusal by the id answered beside it, whatever its English', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    const text = serverText(ORDER_ERROR_SENTENCES.refusedByRule, { rule: 'No Fujairah' });
    renderTable([{ row: 3, column: '', message: 'Not placed: a rule said no', text }]);
    const cell = await screen.findByText(/No Fujairah/);
    expect(cell.textContent).toMatch(/[\u0600-\u06ff]/);
    expect(cell.textContent).not.toMatch(/Not placed/);
  });
});

describe('the rows with errors at any width', () => {
  it('scroll in a part the keyboard reaches, named like the table', () => {
    renderTable([{ row: 3, column: 'Phone', message: 'Phone must be a UAE mobile' }]);
    const table = screen.getByRole('table', { name: 'Rows with errors' });
    const scroller = table.closest('[tabindex="0"]');
    expect(scroller).not.toBeNull();
    expect(scroller?.getAttribute('aria-label')).toBe('Rows with errors');
  });
});
