import { MantineProvider } from '@mantine/core';
import { MESSAGES, type Notification } from '@sameday/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { I18nRoot } from '../../shared/i18n';
import { notificationFixture } from '../../test/fixtures';
import { AccountBanner, bannerMessages } from './account-banner';

const NOTICE = notificationFixture();

describe('the account banner', () => {
  it('shows the notifications, order placement allowed', () => {
    expect(bannerMessages({ notifications: [NOTICE] })).toEqual([
      {
        id: 'ntf_1',
        title: 'Eid holiday',
        message: 'Collections pause on Friday.',
        link: null,
        isOrderPlacementAllowed: true,
        isDismissible: true,
      },
    ]);
  });

  it('puts a blocked account before everything', () => {
    const [first, ...rest] = bannerMessages({
      standing: { isOrderSubmissionBlocked: true, hasOverdueInvoices: true },
      notifications: [NOTICE],
      financeEmail: 'finance@sameday.ae',
    });
    expect(rest).toEqual([]);
    expect(first?.title).toBe(MESSAGES.accountBlockedTitle);
    expect(first?.message).toBe(`${MESSAGES.accountBlocked} Contact finance@sameday.ae.`);
    expect(first?.isOrderPlacementAllowed).toBe(false);
  });

  it('puts overdue invoices before the notifications, linking to the outstanding invoices', () => {
    const [first, ...rest] = bannerMessages({
      standing: { isOrderSubmissionBlocked: false, hasOverdueInvoices: true },
      notifications: [NOTICE],
    });
    expect(rest).toEqual([]);
    expect(first?.title).toBe(MESSAGES.invoiceOverdueTitle);
    expect(first?.link?.url).toBe('/account/invoices');
    expect(first?.isOrderPlacementAllowed).toBe(false);
  });
});

describe('the banner on screen', () => {
  const notice = (id: string, title: string): Notification => ({ ...NOTICE, id, title });

  it('shows the newest message, the others behind a button, and each can be dismissed', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MantineProvider>
          <I18nRoot>
            <AccountBanner
              messages={bannerMessages({
                notifications: [notice('a', 'Newest'), notice('b', 'Older'), notice('c', 'Oldest')],
              })}
            />
          </I18nRoot>
        </MantineProvider>
      </MemoryRouter>,
    );
    const banner = screen.getByRole('region', { name: 'Account messages' });
    expect(within(banner).getByText('Newest')).toBeInTheDocument();
    expect(within(banner).queryByText('Older')).toBeNull();
    await user.click(within(banner).getByRole('button', { name: 'Show 2 more messages' }));
    expect(within(banner).getByText('Oldest')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Dismiss Newest' }));
    expect(within(banner).queryByText('Newest')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('dismissedBannerMessages') ?? '[]')).toEqual(['a']);
  });
});

describe('a notification link', () => {
  const withLink = (url: string): Notification => ({ ...NOTICE, id: url, link: { text: 'Open', url } });

  it('is kept when it is an https address or a path of the dashboard', () => {
    for (const url of ['https://sameday.ae/eid', '/orders']) {
      expect(bannerMessages({ notifications: [withLink(url)] })[0]?.link).toEqual({ text: 'Open', url });
    }
  });

  it('is dropped, never rendered, when it is anything a browser would run or send elsewhere', () => {
    const unsafe = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'http://example.com',
      '//evil.example',
    ];
    for (const url of unsafe) expect(bannerMessages({ notifications: [withLink(url)] })[0]?.link, url).toBeNull();
    render(
      <MemoryRouter>
        <MantineProvider>
          <I18nRoot>
            <AccountBanner
              messages={unsafe.map((url) => ({
                id: url,
                title: 'Offer',
                message: 'Read more.',
                link: { text: `Open ${url}`, url },
                isOrderPlacementAllowed: true,
                isDismissible: true,
              }))}
            />
          </I18nRoot>
        </MantineProvider>
      </MemoryRouter>,
    );
    const banner = screen.getByRole('region', { name: 'Account messages' });
    expect(within(banner).queryAllByRole('link')).toEqual([]);
  });
});

describe('the banner on a phone', () => {
  it('collapses the overdue notice to one line, its title and Details, which opens the message and its link', async () => {
    const original = window.matchMedia;
    const spy = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => ({ ...original(query), matches: query.includes('max-width') }));
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MantineProvider>
          <I18nRoot>
            <AccountBanner
              messages={bannerMessages({
                standing: { isOrderSubmissionBlocked: false, hasOverdueInvoices: true },
                notifications: [],
              })}
            />
          </I18nRoot>
        </MantineProvider>
      </MemoryRouter>,
    );
    const banner = screen.getByRole('region', { name: 'Account messages' });
    expect(within(banner).getByText(MESSAGES.invoiceOverdueTitle)).toBeInTheDocument();
    expect(within(banner).queryByText(MESSAGES.invoiceOverdue, { exact: false })).toBeNull();
    await user.click(within(banner).getByRole('button', { name: 'Details' }));
    expect(within(banner).getByText(MESSAGES.invoiceOverdue, { exact: false })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'See outstanding invoices' })).toHaveAttribute(
      'href',
      '/account/invoices',
    );
    expect(within(banner).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    spy.mockRestore();
  });
});
