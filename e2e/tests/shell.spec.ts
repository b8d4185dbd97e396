import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { FULFILMENT_PATHS } from '@sameday/contract';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_BASE_URL } from '../support/env';
import { invitationLinkOf, waitForMail } from '../support/mail';
import { opsAdminToken, placeOrderByApi, registerMerchant, registerMerchantWithPickup } from '../support/users';

const API = `${E2E_BASE_URL}/api/platform`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

type Merchant = Awaited<ReturnType<typeof registerMerchant>>;

/** Signs in through the API; through a page's request context the browser keeps the session cookie. */
async function apiSignIn(request: APIRequestContext, merchant: Merchant): Promise<string> {
  const response = await request.post(`${API}/identity/sign-in`, {
    data: { email: merchant.email, password: merchant.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A browser context signed in as the merchant, on the orders page. */
async function openSignedIn(
  browser: Browser,
  merchant: Merchant,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await apiSignIn(page.request, merchant);
  await page.goto('/');
  return { context, page };
}

/** An owner of a new team who invites `email` as a viewer; answers the invitation token read from the mail. */
async function inviteToNewTeam(request: APIRequestContext, email: string, owner: Merchant) {
  const ownerToken = await apiSignIn(request, owner);
  const teamName = `${owner.fullName.split(' ')[1]} Team ${Date.now().toString(36)}`;
  const team = await request.post(`${API}/account/team`, { headers: bearer(ownerToken), data: { name: teamName } });
  expect(team.ok(), await team.text()).toBe(true);
  const since = Date.now();
  const invited = await request.post(`${API}/account/team/invitations`, {
    headers: bearer(ownerToken),
    data: { email, role: 'viewer' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const link = invitationLinkOf(await waitForMail(email, since));
  return { teamName, invitation: new URL(link).searchParams.get('invitation') as string };
}

/** The member accepts in the page's own session (the browser keeps its cookie) and makes the team active. */
async function acceptInvitation(page: Page, memberToken: string, invitation: string) {
  const accepted = await page.request.post(`${API}/account/team/invitations/accept`, {
    headers: bearer(memberToken),
    data: { token: invitation },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const { orgId, token } = (await accepted.json()) as { orgId: string; token: string };
  const active = await page.request.post(`${API}/account/organisations/active`, {
    headers: bearer(token),
    data: { orgId },
  });
  expect(active.ok(), await active.text()).toBe(true);
  return token;
}

/**
 * An owner with a team, and a second user who joined it as a viewer: the owner
 * creates the team and invites by mail (read from the test SMTP server); the
 * invitee accepts in their own browser session and makes the team active.
 */
async function ownerAndViewer(browser: Browser, request: APIRequestContext) {
  const owner = await registerMerchant(request, { full_name: 'Layla Hassan', account_name: 'Hassan Perfumes' });
  const viewer = await registerMerchant(request, { full_name: 'Yusuf Karim', account_name: 'Karim Home' });
  const { teamName, invitation } = await inviteToNewTeam(request, viewer.email, owner);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await acceptInvitation(page, await apiSignIn(page.request, viewer), invitation);
  await page.goto('/');
  return { owner, viewer, teamName, viewerContext: context, viewerPage: page };
}

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The names of the sidebar's links and buttons, top to bottom. */
async function sidebarNames(page: Page): Promise<string[]> {
  const nav = sidebarOf(page);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('status')).toHaveCount(0);
  return nav
    .locator('a, button')
    .evaluateAll((elements) =>
      elements.map((element) =>
        (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText).replace(/\s+/g, ' ').trim(),
      ),
    );
}

test.describe('the signed-in shell', () => {
  test("sidebar order and gating: an owner sees every entry, a viewer only what the role's permissions allow", async ({
    browser,
    request,
  }) => {
    const { owner, teamName, viewerContext, viewerPage } = await ownerAndViewer(browser, request);

    const { context: ownerContext, page: ownerPage } = await openSignedIn(browser, owner);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const ownerNames = await sidebarNames(ownerPage);
    expect(ownerNames.slice(0, 11)).toEqual([
      'Sameday home',
      'Collapse sidebar',
      'Orders',
      'Shipments',
      'Fulfillment',
      'Inventory',
      'Analytics',
      'Finance',
      'Pricing',
      'Shipping rules',
      'Integrations',
    ]);
    // The owner works in the team's account: the switcher names it.
    expect(ownerNames[11]).toContain(teamName);
    expect(ownerNames.slice(12)).toEqual([
      'Profile',
      'Settings',
      'Tutorial',
      'Help Desk (opens in a new tab)',
      'Logout',
    ]);
    await expect(sidebarOf(ownerPage).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/reports');
    await expect(sidebarOf(ownerPage).getByRole('link', { name: 'Finance' })).toHaveAttribute(
      'href',
      '/finance/invoices',
    );
    await expect(sidebarOf(ownerPage).getByRole('link', { name: /^Help Desk/ })).toHaveAttribute('target', '_blank');

    await expect(viewerPage.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const viewerNames = await sidebarNames(viewerPage);
    expect(viewerNames.slice(0, 5)).toEqual(['Sameday home', 'Collapse sidebar', 'Orders', 'Shipments', 'Analytics']);
    expect(viewerNames[5]).toContain(teamName);
    expect(viewerNames.slice(6)).toEqual([
      'Profile',
      'Settings',
      // The business-account menu names the account acted on (the team); it lists the
      // viewer's own company too (teams.spec.ts switches between them).
      expect.stringMatching(new RegExp(`^Business account.*${teamName}`)),
      'Tutorial',
      'Help Desk (opens in a new tab)',
      'Logout',
    ]);
    for (const hidden of ['Fulfillment', 'Inventory', 'Finance', 'Pricing', 'Shipping rules', 'Integrations'])
      expect(viewerNames).not.toContain(hidden);
    // Typed in by hand, the hidden screen says why instead of asking for what the role cannot read.
    const connectionCalls: string[] = [];
    viewerPage.on('request', (r) => r.url().includes('/integrations/connections') && connectionCalls.push(r.url()));
    await viewerPage.goto('/integrations');
    await expect(viewerPage.getByText(/Your role does not manage integrations/)).toBeVisible();
    expect(connectionCalls).toEqual([]);

    await ownerContext.close();
    await viewerContext.close();
  });

  test('the sidebar collapses to 50 px and expands to 192 px, and the choice survives a reload', async ({
    browser,
    request,
  }) => {
    const { context, page } = await openSignedIn(browser, await registerMerchant(request));
    const nav = sidebarOf(page);
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(192);

    await nav.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(50);
    await page.reload();
    await expect(nav.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(50);

    // Collapsed entries keep their names and show them as tooltips.
    await nav.getByRole('link', { name: 'Analytics' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Analytics');
    await nav.getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

    await nav.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(192);
    await page.reload();
    await expect(nav.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await context.close();
  });

  test('keyboard only: Tab through the sidebar with a visible focus, Enter and Space act', async ({
    browser,
    request,
  }) => {
    const { context, page } = await openSignedIn(browser, await registerMerchant(request));
    const nav = sidebarOf(page);
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();

    const focusedName = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return (element?.getAttribute('aria-label') ?? element?.innerText ?? '').replace(/\s+/g, ' ').trim();
      });
    const focusRing = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return element.matches(':focus-visible') && style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
      });

    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Sameday home');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Collapse sidebar');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Orders');
    expect(await focusRing()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Shipments');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Fulfillment');
    expect(await focusRing()).toBe(true);

    // Enter and Space close and open the Fulfillment sub-items.
    const fulfillment = nav.getByRole('button', { name: 'Fulfillment' });
    await page.keyboard.press('Enter');
    await expect(fulfillment).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Inventory' })).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(fulfillment).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Inventory');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Analytics');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reports$/);
    await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');

    // Profile opens its menu with Space and closes with Escape, focus back on the button.
    await nav.getByRole('button', { name: 'Profile' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    expect(await focusedName()).toBe('Profile');

    // The toggle works from the keyboard too.
    await nav.getByRole('button', { name: 'Collapse sidebar' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Expand sidebar' })).toBeFocused();
    await context.close();
  });

  test('at 375 px the phone header replaces the sidebar: a menu drawer and New Shipment', async ({
    browser,
    request,
  }) => {
    const { context, page } = await openSignedIn(browser, await registerMerchant(request), PHONE);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'New Shipment' })).toHaveAttribute('href', '/single-shipment');

    await header.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Scanned once it has finished fading in.
    await expect(drawer).toHaveCSS('opacity', '1');
    const entries = await drawer
      .getByRole('navigation', { name: 'Menu' })
      .locator('a, button')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText.trim()));
    // The desktop sidebar's entries with the sidebar's names, in its order (one list serves both).
    const named = [
      'Orders',
      'Shipments',
      'Analytics',
      'Finance',
      'Pricing',
      'Shipping rules',
      'Integrations',
      'Profile',
      'Settings',
      'Tutorial',
      'Logout',
    ];
    expect(entries.filter((entry) => named.includes(entry))).toEqual(named);
    for (const gone of ['Reports', 'Single Shipment', 'Log Out']) expect(entries).not.toContain(gone);
    await expectNoSeriousViolations(page);

    await drawer.getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(drawer).toBeHidden();

    await header.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // One pixel wider than the phone layout, the sidebar is back.
    await page.setViewportSize({ width: 576, height: 812 });
    await apiSignIn(page.request, (await registerMerchant(request)) as Merchant);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await context.close();
  });

  test('the update prompt appears when the served manifest changes, and its button reloads the page', async ({
    browser,
    request,
  }) => {
    const merchant = await registerMerchant(request);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.clock.install();
    let servedVersion: string | undefined;
    await page.route('**/manifest.json', async (route) => {
      if (!servedVersion) return route.continue();
      return route.fulfill({ json: { name: 'Sameday', version: servedVersion } });
    });
    await apiSignIn(page.request, merchant);
    await page.goto('/');
    const nav = sidebarOf(page);
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    const prompt = page.getByRole('alert').filter({ hasText: 'Update your App!' });
    await expect(prompt).toHaveCount(0);

    // A deploy: the next daily check finds another version.
    servedVersion = '1.202.0';
    await page.clock.fastForward('24:00:00');
    await expect(prompt).toBeVisible();
    await expect(
      prompt.getByText('You are using an old version of the product, update now to receive new features and fixes.'),
    ).toBeVisible();
    const box = await prompt.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(DESKTOP.width - 40);
    // Bottom right, raised above the orders page's bulk actions bar (decision 024).
    expect(box && box.y + box.height).toBeGreaterThan(DESKTOP.height - 120);
    await expectNoSeriousViolations(page);

    // Persistent: a minute later it is still there.
    await page.clock.fastForward('01:00');
    await expect(prompt).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Yes, update now!' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await context.close();
  });

  test('a toast: choosing another business account says so for 12 s, with a link to New Shipment', async ({
    browser,
    request,
  }) => {
    // A member of two teams is a contact user with two business accounts.
    const member = await registerMerchant(request, { full_name: 'Yusuf Karim', account_name: 'Karim Home' });
    const first = await inviteToNewTeam(
      request,
      member.email,
      await registerMerchant(request, { full_name: 'Layla Hassan', account_name: 'Hassan Perfumes' }),
    );
    const second = await inviteToNewTeam(
      request,
      member.email,
      await registerMerchant(request, { full_name: 'Omar Saeed', account_name: 'Saeed Dates' }),
    );
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.clock.install();
    const token = await acceptInvitation(page, await apiSignIn(page.request, member), first.invitation);
    await acceptInvitation(page, token, second.invitation);
    await page.goto('/');

    const nav = sidebarOf(page);
    const chooser = nav.getByRole('button', { name: /^Business account/ });
    await expect(chooser).toBeVisible();
    await chooser.click();
    // The member's own company and the two teams.
    const options = page.getByRole('menuitemradio');
    await expect(options).toHaveCount(3);
    const other = page.locator('[role="menuitemradio"][aria-checked="false"]').filter({ hasNotText: 'Your company' });
    const otherName = (await other.innerText()).trim();
    await other.click();
    await expect(chooser).toContainText(otherName);

    const toast = page.getByRole('alert').filter({ hasText: `New orders are now placed for ${otherName}.` });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: 'New Shipment' })).toHaveAttribute('href', '/single-shipment');
    await page.clock.fastForward('00:11');
    await expect(toast).toBeVisible();
    await page.clock.fastForward('00:02');
    await expect(toast).toBeHidden();

    // The choice is stored: after a reload the same account is selected.
    await page.reload();
    await expect(nav.getByRole('button', { name: /^Business account/ })).toContainText(otherName);
    await context.close();
  });

  test('Tutorial starts the guided tour on the orders page', async ({ browser, request }) => {
    const { context, page } = await openSignedIn(browser, await registerMerchant(request));
    await page.goto('/finance/cod');
    await sidebarOf(page).getByRole('button', { name: 'Tutorial' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Place a single shipment' })).toBeVisible();
    await context.close();
  });

  test('the guided tour takes a brand-new account with no order to Finish, at 1280 and at 375 px', async ({
    browser,
    request,
  }) => {
    const merchant = await registerMerchant(request, { full_name: 'Noor Rahman', account_name: 'Rahman Gifts' });
    const tourCard = (page: Page) => page.getByRole('dialog').filter({ hasText: /Step \d of 6/ });
    /** The card shows step `n`, fits the window, and stands on its target or in the middle of the screen. */
    const expectStep = async (page: Page, n: number, title: string, placement: 'target' | 'centred') => {
      const card = tourCard(page);
      await expect(card).toContainText(`Step ${n} of 6`);
      await expect(card).toContainText(title);
      await expect(card).toHaveAttribute('data-placement', placement);
      // The card is re-measured as the page settles (a frame without a box): wait for one.
      const boxes: { x: number; y: number; width: number; height: number }[] = [];
      await expect
        .poll(async () => {
          const measured = await card.boundingBox();
          if (measured) boxes.push(measured);
          return boxes.length;
        })
        .toBeGreaterThan(0);
      const box = boxes[0];
      const viewport = page.viewportSize();
      expect(box && viewport).toBeTruthy();
      if (!box || !viewport) return card;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      return card;
    };
    /** Steps 3 to 5 need an order: with none yet, the tour skips them and its last step says so. */
    const throughStepsWithoutOrders = async (page: Page) => {
      const card = await expectStep(page, 6, 'Orders Ready for Collection', 'target');
      await expect(card).toContainText('You have no orders yet, so the tour skipped');
      await expect(card.getByRole('button', { name: 'Next' })).toHaveCount(0);
      await card.getByRole('button', { name: 'Finish' }).click();
      await expect(tourCard(page)).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem('onboarding'))).toBe('done');
    };

    // 1280 px: the tour starts by itself for the new account, on the orders page, which has no order yet.
    const desktop = await openSignedIn(browser, merchant);
    const wide = desktop.page;
    await expect(wide.getByText('No orders yet', { exact: false }).first()).toBeVisible();
    await expectStep(wide, 1, 'Place a single shipment', 'target');
    await wide.getByRole('main').locator('[data-tour="single-shipment-button"]').click();
    await expect(wide).toHaveURL(/\/single-shipment$/);
    await expectStep(wide, 2, 'Then find it in Orders', 'target');
    await sidebarOf(wide).getByRole('link', { name: 'Orders' }).click();
    await expect(wide).toHaveURL(/\/$/);
    await throughStepsWithoutOrders(wide);
    await desktop.context.close();

    // 375 px: Tutorial is in the phone menu, and every step is on the screen.
    const context = await browser.newContext({ viewport: PHONE });
    const phone = await context.newPage();
    await phone.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
    await apiSignIn(phone.request, merchant);
    await phone.goto('/account');
    const header = phone.getByRole('banner');
    await header.getByRole('button', { name: 'Menu' }).click();
    await phone.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Tutorial' }).click();
    await expect(phone).toHaveURL(/\/$/);
    // Step 1 points at the header's New Shipment: the page's own button is hidden on phones.
    await expectStep(phone, 1, 'Place a single shipment', 'target');
    await header.getByRole('link', { name: 'New Shipment' }).click();
    await expect(phone).toHaveURL(/\/single-shipment$/);
    // Step 2: Orders is in the menu, so the card first points at Menu, then at Orders above the open menu.
    let card = await expectStep(phone, 2, 'Then find it in Orders', 'target');
    await expect(card).toContainText('Open the menu to find Orders.');
    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    card = tourCard(phone);
    await expect(card).not.toContainText('Open the menu to find Orders.');
    await expect(card.getByRole('button', { name: 'Next' })).toBeVisible();
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(phone).toHaveURL(/\/$/);
    await throughStepsWithoutOrders(phone);
    await context.close();
  });

  test('an account without fulfilment finds the fulfilment entry page inside the shell', async ({
    browser,
    request,
  }) => {
    const { context, page } = await openSignedIn(browser, await registerMerchant(request));
    await page.goto('/fulfillment/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Fulfilment' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contact fulfilment' })).toBeVisible();
    await expect(sidebarOf(page).getByRole('link', { name: 'Orders' })).toBeVisible();
    await context.close();
  });

  test('Analytics opens the report of the orders placed, by period, service and emirate', async ({
    browser,
    request,
  }) => {
    const merchant = await registerMerchantWithPickup(request);
    await placeOrderByApi(request, merchant, 'Reem Nair');
    await placeOrderByApi(request, merchant, 'Hassan Ali', 'same_day');
    const cancelledId = await placeOrderByApi(request, merchant, 'Sara Khan');
    const cancelled = await request.put(`${API}/quiqdash/orders/state/${cancelledId}/cancelled`, {
      headers: bearer(merchant.token),
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);

    const { context, page } = await openSignedIn(browser, merchant);
    await sidebarOf(page).getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const placed = page.locator('dt', { hasText: 'Orders placed' }).locator('..');
    await expect(placed).toContainText('3');
    await expect(placed).toContainText('2 in progress · 0 need attention · 1 cancelled');
    const byService = page.getByRole('table', { name: 'By service' });
    await expect(
      byService
        .getByRole('row', { name: /Next day/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('2');
    await expect(
      byService
        .getByRole('row', { name: /Same day/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('1');
    await expect(page.getByRole('table', { name: 'By emirate' }).getByRole('row', { name: /Dubai/ })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByText('Last 7 days').click();
    await expect(page).toHaveURL(/\/reports\?days=7$/);
    await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    await expect(placed).toContainText('3');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();

    // A figure opens its orders: the orders page on the All tab, filtered to the same days.
    await page.getByRole('link', { name: 'See these orders' }).click();
    await expect(page).toHaveURL(/\/\?tab=all&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('tab', { name: /^All/, selected: true })).toBeVisible();
    await expect(page.getByText('Reem Nair')).toBeVisible();
    await context.close();
  });

  test('analytics: clientType, a screen view per route and the user-store topics reach window.dataLayer', async ({
    browser,
    request,
  }) => {
    const { context, page } = await openSignedIn(browser, await registerMerchant(request));
    const nav = sidebarOf(page);
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/account\/pricing$/);
    // The screen view is counted once the screen renders (its code loads first).
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing rates' })).toBeVisible();
    const events = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    expect(events).toContainEqual({ event: 'clientType', clientType: 'business' });
    expect(events).toContainEqual({ event: 'screenView', path: '/', category: 'live orders', product: 'same day' });
    expect(events).toContainEqual({
      event: 'screenView',
      path: '/account/pricing',
      category: 'rates',
      product: 'same day',
    });
    expect(events).toContainEqual({ event: 'userStore', topic: 'business accounts', outcome: 'success' });
    expect(events).toContainEqual({ event: 'userStore', topic: 'saved addresses', outcome: 'success' });
    expect(events).toContainEqual({ event: 'appInit', status: 'success' });
    const topicsDone = () =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: { event?: string; topic?: string; outcome?: string }[] }).dataLayer
          .filter((entry) => entry.event === 'userStore' && entry.outcome === 'success')
          .map((entry) => entry.topic)
          .sort(),
      );
    // All four user-store topics of the spec, each started and then answered.
    await expect
      .poll(topicsDone)
      .toEqual(expect.arrayContaining(['business accounts', 'integrations', 'pickup zones', 'saved addresses']));
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toContainEqual({
      event: 'userStore',
      topic: 'pickup zones',
      outcome: 'started',
    });
    // /env.json names no tag manager and no support widget here: nothing third-party is loaded.
    expect(await page.locator('script[src*="googletagmanager"], #sameday-support-widget').count()).toBe(0);
    await context.close();
  });

  test('the bridge flag and the fulfilment capability open Products, Create Product and Create Bundle for one merchant only', async ({
    browser,
    request,
  }) => {
    const opsToken = await opsAdminToken(request);
    const flagged = await registerMerchant(request);
    const other = await registerMerchant(request);
    const token = await apiSignIn(request, flagged);
    const user = (await (await request.get(`${API}/partner/user`, { headers: bearer(token) })).json()) as {
      salesforceId: string;
    };
    const account = (await (await request.get(`${API}/account`, { headers: bearer(token) })).json()) as { id: string };
    const override = async (flag: string, data: Record<string, unknown>) => {
      const response = await request.put(`${API}/admin/featureflags/${flag}/overrides`, {
        headers: bearer(opsToken),
        data: { ...data, enabled: true },
      });
      expect(response.ok(), await response.text()).toBe(true);
    };
    // Per user (the salesforceId is the identifier) and per account.
    await override('bridge-quiqdash', { subjectType: 'user', subjectId: user.salesforceId });
    // Fulfilment is a capability operations give an account; the setup flag follows it.
    const enabled = await request.put(`${API}${FULFILMENT_PATHS.accountCapability(account.id)}`, {
      headers: bearer(opsToken),
      data: { enabled: true },
    });
    expect(enabled.ok(), await enabled.text()).toBe(true);

    const { context, page } = await openSignedIn(browser, flagged);
    const nav = sidebarOf(page);
    await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Create Product' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Create Bundle' })).toBeVisible();
    await nav.getByRole('link', { name: 'Create Product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Product' })).toBeVisible();
    await context.close();

    const plain = await openSignedIn(browser, other);
    const plainNav = sidebarOf(plain.page);
    await expect(plainNav.getByRole('link', { name: 'Inventory' })).toBeVisible();
    await expect(plainNav.getByRole('link', { name: /^(Products|Create Product|Create Bundle)$/ })).toHaveCount(0);
    await plain.context.close();
  });

  test('a shop arriving with shop and token opens /integrations after sign-in, which says what it can connect', async ({
    browser,
    request,
  }) => {
    const { context, page } = await openSignedIn(browser, await registerMerchant(request));
    await page.goto('/?shop=oud-house.myshopify.com&token=abc123');
    await expect(page).toHaveURL(/\/integrations\?shop=oud-house\.myshopify\.com&token=abc123$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    // The link's token is not one the server gave: nothing is connected, and the page says why.
    await expect(
      page.getByRole('alert', { name: 'oud-house.myshopify.com cannot be connected from this link' }),
    ).toBeVisible();
    await expect(page.getByText('No shop connected yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shopify settings' })).toHaveAttribute('href', '/integrations/shopify');
    await context.close();
  });

  test('axe finds no serious or critical violation in the shell, expanded, collapsed and with a menu open', async ({
    browser,
    request,
  }) => {
    const { context, page } = await openSignedIn(browser, await registerMerchant(request));
    const nav = sidebarOf(page);
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await nav.getByRole('button', { name: 'Profile' }).click();
    // Scanned once its fade-in is over: half-transparent text would read as low contrast.
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(nav.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/integrations?shop=oud-house.myshopify.com&token=abc123');
    await expect(page.getByText('No shop connected yet')).toBeVisible();
    await expectNoSeriousViolations(page);
    await context.close();
  });
});
