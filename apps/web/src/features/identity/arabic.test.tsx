import { MESSAGES } from '@sameday/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../shared/i18n';
import { renderScreen, testSessionManager } from '../../test/render-screen';
import CreateAccountPage from './create-account-page';

describe('/create-account in Arabic', () => {
  beforeEach(() => activateLocale('ar'));
  afterEach(() => activateLocale('en'));

  it('reads right to left, in Arabic, with the contract sentences and the form checks in Arabic', async () => {
    const { user } = renderScreen([{ path: '/create-account', element: <CreateAccountPage /> }], '/create-account', {
      session: (router) => {
        const manager = testSessionManager(router, {
          fetchToken: async () => undefined,
          revoke: async () => {},
          pathname: () => '/create-account',
        });
        void manager.start();
        return manager;
      },
    });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByRole('heading', { name: 'أنشئ حسابك' })).toBeInTheDocument();
    // A marketing claim of the contract, and a product category shown by its Arabic name.
    expect(screen.getAllByText('توصيل خلال 4 ساعات في دبي').length).toBeGreaterThan(0);
    expect(screen.getByRole('option', { name: 'مستحضرات التجميل' })).toHaveValue('Cosmetics');
    // The phone field's own check, from the contract's schema, said in Arabic.
    await user.type(screen.getByLabelText('رقم الهاتف'), '5012');
    await user.click(screen.getByLabelText('الاسم الكامل'));
    expect(await screen.findByText('رقم الهاتف قصير جدًا')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.phoneTooShort)).not.toBeInTheDocument();
  });
});
