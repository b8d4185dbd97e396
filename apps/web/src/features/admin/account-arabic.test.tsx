import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../shared/i18n';
import { mockApi, ok } from '../../test/mock-api';
import { overviewFixture, renderAdmin, staffAccount } from './test/admin-test-kit';

afterEach(() => activateLocale('en'));

describe('the account page in Arabic', () => {
  it('says the members’ ids, the shop integrations and the invoices’ summary in Arabic', async () => {
    await activateLocale('ar');
    await loadAppMessages();
    mockApi({
      'GET /account': staffAccount(),
      'GET /admin/accounts/acc_souk/overview': ok(overviewFixture()),
    });
    renderAdmin('/admin/accounts/acc_souk');
    const invoices = await screen.findByRole('region', { name: 'الفواتير' });
    expect(invoices).toHaveTextContent(/غير المدفوعة/);
    expect(invoices).not.toHaveTextContent(/unpaid|overdue|due/);
    const orders = screen.getByRole('region', { name: /^الطلبات/ });
    expect(orders).toHaveTextContent(/تكاملات المتاجر المتصلة/);
    expect(orders).not.toHaveTextContent(/Shop integrations/);
    const members = screen.getByRole('region', { name: /^الأعضاء/ });
    expect(members).toHaveTextContent(/معرّف المستخدم/);
    expect(members).not.toHaveTextContent(/user id/);
  });
});
