import { notifications } from '@mantine/notifications';
import { MESSAGES, type RuntimeConfig } from '@sameday/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { answerDrift } from '../../test/answer-schemas';
import { userFixture } from '../../test/fixtures';
import { noteDrift, TEST_CONFIG } from '../../test/mock-api';
import { renderScreen, testSessionManager } from '../../test/render-screen';
import CreateAccountPage from './create-account-page';

const CONFIG: RuntimeConfig = {
  ...TEST_CONFIG,
  links: {
    ...TEST_CONFIG.links,
    termsOfService: '/legal/terms',
    feesScheduleV2: '/legal/fees-schedule',
    individualFeesSchedule: '/legal/individual-fees-schedule',
    privacyPolicy: '/legal/privacy',
  },
};

const STRONG_PASSWORD = 'Sameday#2024';

/** The new user the sign-up signs in as. */
const USER = userFixture({
  email: 'aisha@example.com',
  firstname: 'Aisha',
  lastname: 'Al Mansoori',
  fullname: 'Aisha Al Mansoori',
  displayName: 'Aisha Al Mansoori',
  businessName: 'Mansoori Perfumes',
  isNewUser: true,
  isParentAccount: false,
  regionCode: 'DXB',
  region: { code: 'DXB', countryCode: 'AE', isUnitedArabEmirates: true },
  locale: 'en',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

type Reply = { status: number; body: unknown } | 'network-error';
type Call = { url: string; init: RequestInit };

let replies: Record<string, Reply>;
let calls: Call[];

function mockFetch() {
  calls = [];
  replies = {
    '/partner/register': { status: 200, body: { status: 'OK', id: 7, email: USER.email } },
    '/identity/sign-in': {
      status: 200,
      body: { token: 'access-token', expiresAt: new Date(Date.now() + 600_000).toISOString(), template: 'dispatch' },
    },
    '/partner/user': { status: 200, body: USER },
  };
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const path = new URL(url, 'http://localhost').pathname.replace('/api/platform', '');
    const reply = replies[path];
    if (!reply)
      return new Response(JSON.stringify({ code: 'not_found', message: 'no mock', details: {} }), { status: 404 });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    noteDrift(answerDrift(init.method ?? 'GET', path, reply.status, reply.body));
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as Mock as typeof fetch;
}

const registerCalls = () => calls.filter((call) => call.url.includes('/partner/register'));

function onlyCall(path: string): Call {
  const matching = calls.filter((call) => call.url.includes(path));
  if (matching.length !== 1) throw new Error(`expected one call to ${path}, got ${matching.length}`);
  return matching[0] as Call;
}

const jsonBody = (call: Call) => JSON.parse(String(call.init.body));

const ROUTES = [
  { path: '/create-account', element: <CreateAccountPage /> },
  { path: '/', element: <h1>Orders home</h1> },
  { path: '/login', element: <h1>Login screen</h1> },
];

/** The screen in a signed-out session that never syncs (fetch answers only the sign-up's calls). */
function renderPage(url = '/create-account') {
  return renderScreen(ROUTES, url, {
    config: CONFIG,
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
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

/** Fills a valid Business sign-up; `except` leaves fields empty. */
async function fillBusiness(user: ReturnType<typeof userEvent.setup>, except: string[] = []) {
  const values: [string, string][] = [
    ['Full name', 'Aisha Al Mansoori'],
    ['Company name', 'Mansoori Perfumes'],
    ['Phone number', '501234567'],
    ['Email', 'Aisha@Example.com'],
    ['Password', STRONG_PASSWORD],
  ];
  for (const [label, value] of values) if (!except.includes(label)) await user.type(field(label), value);
  if (!except.includes('Orders per month')) await user.selectOptions(field('Orders per month'), '1-100');
  if (!except.includes('Product category')) await user.selectOptions(field('Product category'), 'Perfumes');
  if (!except.includes('terms'))
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create account' }));

beforeEach(() => {
  mockFetch();
});

afterEach(() => {
  vi.useRealTimers();
  // The toast store is module-wide: one test's toasts must not show in the next.
  act(() => notifications.clean());
});

describe('create account page', () => {
  it('shows "This field is required" when a required field is left on blur', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(field('Full name'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full name')).toHaveAccessibleDescription(MESSAGES.required);
  });

  it('says the phone number is too short, and the email is not valid', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Phone number'), '50123');
    await user.type(field('Email'), 'aisha@');
    await user.tab();
    expect(field('Phone number')).toHaveAccessibleDescription(MESSAGES.phoneTooShort);
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail));
  });

  it('asks for the other category only when the category is Other', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(field('Product category'), 'Fashion');
    expect(screen.queryByLabelText('Other category')).not.toBeInTheDocument();

    await user.selectOptions(field('Product category'), 'Other');
    await user.click(field('Other category'));
    await user.tab();
    await waitFor(() => expect(field('Other category')).toHaveAccessibleDescription(MESSAGES.required));

    await user.selectOptions(field('Product category'), 'Electronics');
    expect(screen.queryByLabelText('Other category')).not.toBeInTheDocument();
  });

  it('hides the Business-only fields and switches the terms for a Personal account', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'fees schedule' })).toHaveAttribute('href', '/legal/fees-schedule');

    await user.click(screen.getByRole('radio', { name: 'Personal' }));

    expect(screen.getByRole('radio', { name: 'Personal' })).toBeChecked();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Orders per month')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Product category')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'individual fees schedule' })).toHaveAttribute(
      'href',
      '/legal/individual-fees-schedule',
    );
    expect(screen.getAllByText('Send a parcel in a few taps').length).toBeGreaterThan(0);
  });

  it('moves between account types with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage();
    screen.getByRole('radio', { name: 'Business' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Personal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Personal' })).toHaveFocus();
  });

  it('ticks the password rules as the password is typed, in text as well as icons', async () => {
    const user = userEvent.setup();
    renderPage();
    const rules = screen.getByRole('list', { name: 'Password rules' });
    const rule = (label: string) => within(rules).getByText(label).closest('li') as HTMLElement;

    expect(rule(MESSAGES.passwordRules.length)).toHaveTextContent(`Not met: ${MESSAGES.passwordRules.length}`);

    await user.type(field('Password'), 'abc');
    expect(rule(MESSAGES.passwordRules.lowercase)).toHaveTextContent(`Met: ${MESSAGES.passwordRules.lowercase}`);
    expect(rule(MESSAGES.passwordRules.uppercase)).toHaveTextContent('Not met');

    await user.type(field('Password'), 'DEF1!xy');
    for (const label of Object.values(MESSAGES.passwordRules)) expect(rule(label)).toHaveTextContent(`Met: ${label}`);
  });

  it('marks a weak password invalid with no message of its own', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Password'), 'weakpass');
    await user.tab();
    await waitFor(() => expect(field('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
  });

  it('reveals the password with the show-password button, by keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Password'), 'secret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('focuses the first invalid field on submit', async () => {
    const user = userEvent.setup();
    renderPage();
    await submit(user);
    await waitFor(() => expect(field('Full name')).toHaveFocus());
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(5);

    await user.type(field('Full name'), 'Aisha');
    await submit(user);
    await waitFor(() => expect(field('Company name')).toHaveFocus());
    expect(registerCalls()).toHaveLength(0);
  });

  it('sends the UTM values of the URL as the register query, and the phone with +971', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage('/create-account?utm_source=google&utm_medium=cpc&utm_campaign=launch&utm_term=courier&utm_content=ad1');
    await fillBusiness(user);
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(registerCalls()).toHaveLength(1));

    const call = onlyCall('/partner/register');
    const url = new URL(call.url, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'launch',
      utm_term: 'courier',
      utm_content: 'ad1',
    });
    expect(jsonBody(call)).toEqual({
      full_name: 'Aisha Al Mansoori',
      account_name: 'Mansoori Perfumes',
      phone: '+971501234567',
      email: 'aisha@example.com',
      password: STRONG_PASSWORD,
      orders_per_month: '1-100',
      vertical: 'Perfumes',
      signed_terms: true,
    });
  });

  it('goes through 0, 40, 80 and 100, says the request was received, then signs in to the home page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { manager } = renderPage();
    await fillBusiness(user);
    await submit(user);

    const bar = await screen.findByRole('progressbar', { name: 'Account creation progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(registerCalls()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(registerCalls()).toHaveLength(1));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '80'));

    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.signUpReceived);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.signUpReceived);

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByRole('heading', { name: 'Orders home' })).toBeInTheDocument();
    expect(jsonBody(onlyCall('/identity/sign-in'))).toEqual({ email: 'aisha@example.com', password: STRONG_PASSWORD });
    expect(manager.getSnapshot()).toMatchObject({ status: 'signed_in', token: 'access-token' });
  });

  it('shows 40 while the account is being created', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let finishRegister: (response: Response) => void = () => {};
    renderPage();
    await fillBusiness(user);
    (globalThis.fetch as Mock).mockImplementationOnce(
      (input: RequestInfo | URL, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          calls.push({ url: String(input), init });
          finishRegister = resolve;
        }),
    );
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Account creation progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    await act(async () => finishRegister(new Response('{"status":"OK","id":1,"email":"a@b.co"}', { status: 200 })));
  });

  it('puts server field errors on their fields, back on the form, keeping what was typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    replies['/partner/register'] = {
      status: 400,
      body: {
        code: 'invalid_argument',
        message: 'Some fields are not valid.',
        details: {
          fields: [
            { field: 'vertical', message: 'Unknown product category' },
            { field: 'phone', message: 'Phone number is not a valid UAE number' },
          ],
        },
      },
    };
    renderPage();
    await fillBusiness(user);
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(2000));

    await waitFor(() => expect(field('Phone number')).toHaveFocus());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field('Phone number')).toHaveAccessibleDescription('Phone number is not a valid UAE number');
    expect(field('Product category')).toHaveAccessibleDescription('Unknown product category');
    expect(field('Full name')).toHaveValue('Aisha Al Mansoori');
    expect(field('Password')).toHaveValue(STRONG_PASSWORD);
  });

  it('puts "email taken" on the email field', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    replies['/partner/register'] = {
      status: 409,
      body: {
        code: 'already_exists',
        message: MESSAGES.emailTaken,
        details: { fields: [{ field: 'email', message: MESSAGES.emailTaken }] },
      },
    };
    renderPage();
    await fillBusiness(user);
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription(MESSAGES.emailTaken);
  });

  it('shows the error text as a toast when the server cannot be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    replies['/partner/register'] = 'network-error';
    renderPage();
    await fillBusiness(user);
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    expect(field('Email')).toHaveValue('Aisha@Example.com');
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveFocus();
  });

  it('says the account could not be created on any other failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    replies['/partner/register'] = {
      status: 500,
      body: { code: 'internal', message: 'Something went wrong.', details: {} },
    };
    renderPage();
    await fillBusiness(user);
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(MESSAGES.signUpFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeVisible();
  });

  it('asks to wait rather than to contact support when sign-ups are rate limited', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    replies['/partner/register'] = {
      status: 429,
      body: { code: 'resource_exhausted', message: 'Rate limit exceeded, retry in 10 minutes', details: {} },
    };
    renderPage();
    await fillBusiness(user);
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(MESSAGES.tooManyRequests)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.signUpFailed)).not.toBeInTheDocument();
  });

  it('signs up a Personal account with the Personal rules applied', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await fillBusiness(user, ['Company name', 'Orders per month', 'Product category']);
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(registerCalls()).toHaveLength(1));
    expect(jsonBody(onlyCall('/partner/register'))).toMatchObject({
      account_name: 'Aisha Al Mansoori',
      orders_per_month: 'just starting',
      vertical: 'Consumer/Personal',
    });
  });

  it('offers the login page when the automatic sign-in fails after the account was created', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    replies['/identity/sign-in'] = {
      status: 401,
      body: { code: 'unauthenticated', message: MESSAGES.invalidLogin, details: {} },
    };
    renderPage();
    await fillBusiness(user);
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(await screen.findByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.signUpReceived);
  });

  it('links to the login page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute('href', '/login');
  });

  it('moves through the reviews with previous and next buttons', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('group', { name: 'Review 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(screen.getByRole('group', { name: 'Review 2 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(screen.getByRole('group', { name: 'Review 3 of 3' })).toBeInTheDocument();
  });
});
