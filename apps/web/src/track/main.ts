// The recipient's tracking page: no framework, a few kilobytes, bilingual (docs/decisions/037).
// Everything the API sends is set as text, never as markup.
import {
  HISTORY_SENTENCES,
  RECIPIENT_VERIFICATION,
  RECIPIENT_VERIFICATION_HEADER,
  RECIPIENT_VERIFICATION_MESSAGES,
  type RecipientVerification,
  type ServerText,
  type TrackingView,
  type VerificationCodeSent,
} from '@sameday/contract';
import { connectLive } from '../shared/live/live-client';
import { type Lang, LOCALES, MESSAGES, type Messages } from './messages';
import './track.css';

const API = '/api/platform/track/';
const LANG_KEY = 'sameday.track.lang';
const code = decodeURIComponent(location.pathname.split('/')[2] ?? '');
const root = document.getElementById('app') as HTMLElement;

type Problem = 'notFound' | 'tooMany' | 'failed';
type Notice = { text: string; isError?: boolean } | null;
/** Confirming the delivery is theirs (docs/decisions/052): the confirmation, a code sent, what went wrong. */
type Confirm = {
  proof: RecipientVerification | null;
  sent: VerificationCodeSent | null;
  error: string;
  busy: boolean;
};
const CONFIRM_KEY = `sameday.track.confirmation.${code}`;
const state: {
  lang: Lang;
  view: TrackingView | null;
  problem: Problem | null;
  notice: Notice;
  busy: boolean;
  confirm: Confirm;
} = {
  lang: pickLang(),
  view: null,
  problem: null,
  notice: null,
  busy: false,
  confirm: { proof: savedConfirmation(), sent: null, error: '', busy: false },
};

/** A confirmation outlives a reload of the tab (not the tab itself), until it expires. */
function savedConfirmation(): RecipientVerification | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(CONFIRM_KEY) ?? 'null') as RecipientVerification | null;
    return saved && Date.parse(saved.expiresAt) > Date.now() ? saved : null;
  } catch {
    return null;
  }
}

function keepConfirmation(proof: RecipientVerification | null) {
  state.confirm.proof = proof;
  try {
    if (proof) sessionStorage.setItem(CONFIRM_KEY, JSON.stringify(proof));
    else sessionStorage.removeItem(CONFIRM_KEY);
  } catch {
    // Storage may be off: the confirmation lasts while the page is open.
  }
}

/** Whether the recipient confirmed enough for an action: a return needs the code sent to the phone. */
function isConfirmed(level: 'phone' | 'code'): boolean {
  const proof = state.confirm.proof;
  if (!proof || Date.parse(proof.expiresAt) <= Date.now()) return false;
  return level === 'phone' || proof.level === 'code';
}

function pickLang(): Lang {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked === 'ar' || asked === 'en') return asked;
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (saved === 'ar' || saved === 'en') return saved;
  } catch {
    // Storage may be off (private mode): the browser's language decides.
  }
  return navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

type Child = Node | string | null | false | undefined;
type Props = Record<string, string | boolean | number | EventListener | undefined>;

function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== null && child !== false && child !== undefined) element.append(child);
  return element;
}

const t = (): Messages => MESSAGES[state.lang];
const locale = () => LOCALES[state.lang];
const formatDay = (date: string) =>
  new Intl.DateTimeFormat(locale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${date}T00:00:00Z`));
const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat(locale(), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Dubai',
    numberingSystem: 'latn',
  }).format(new Date(iso));
/** The last day of a return window, as the recipient's calendar says it (Dubai). */
const formatUntil = (iso: string) =>
  new Intl.DateTimeFormat(locale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Dubai',
    numberingSystem: 'latn',
  }).format(new Date(iso));
/** "14:05", Dubai time. */
const formatClock = (iso: string) =>
  new Intl.DateTimeFormat(locale(), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Dubai',
    numberingSystem: 'latn',
  }).format(new Date(iso));
/** Kilometres as the page says them: one decimal under 10 km, whole above. */
const formatKm = (km: number) =>
  new Intl.NumberFormat(locale(), { maximumFractionDigits: km < 10 ? 1 : 0, numberingSystem: 'latn' }).format(km);
const formatAed = (fils: number) =>
  new Intl.NumberFormat(locale(), { style: 'currency', currency: 'AED', numberingSystem: 'latn' }).format(fils / 100);

/** Black or white text on the merchant's colour, whichever reads better. */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.179 ? '#111111' : '#ffffff';
}

type Failure = Error & { status?: number; code?: string; retryAfterSeconds?: number; text?: ServerText };

async function call<T = TrackingView>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (state.confirm.proof) headers[RECIPIENT_VERIFICATION_HEADER] = state.confirm.proof.token;
  const response = await fetch(`${API}${encodeURIComponent(code)}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.ok) return (await response.json()) as T;
  const answer = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    details?: { fields?: { message?: string }[]; retryAfterSeconds?: number; messageText?: ServerText };
  };
  // A field's check says what to do ("Choose one of the days offered"); the top message only that a field is wrong.
  const message = answer.details?.fields?.[0]?.message ?? answer.message ?? 'failed';
  throw Object.assign(new Error(message), {
    status: response.status,
    code: answer.code,
    retryAfterSeconds: answer.details?.retryAfterSeconds,
    // The top message's id and values, for a refusal built from a value; not a field's check.
    text: answer.details?.fields?.[0]?.message ? undefined : answer.details?.messageText,
  }) as Failure;
}

/** The latest read asked for: a burst of changes asks several times, and only the last answer counts. */
let latestLoad = 0;
async function load() {
  const asked = ++latestLoad;
  try {
    const view = await call('');
    if (asked !== latestLoad) return;
    state.view = view;
    state.problem = null;
  } catch (error) {
    if (asked !== latestLoad) return;
    const status = (error as { status?: number }).status;
    state.problem = status === 404 ? 'notFound' : status === 429 ? 'tooMany' : 'failed';
  }
  render();
}

async function act(path: string, body: unknown, done: string) {
  if (state.busy) return;
  state.busy = true;
  render();
  let focus = 'notice';
  try {
    state.view = await call(path, body);
    state.notice = { text: done };
  } catch (error) {
    const failure = error as Failure;
    if (failure.code === 'permission_denied') {
      // The confirmation expired (or a return needs the code): ask again, where the form is.
      keepConfirmation(null);
      state.confirm.error = t().refusal(failure.message, failure.text);
      state.notice = null;
      focus = 'confirm-title';
    } else {
      state.notice = {
        text: failure.status === 429 ? t().tooMany : t().refusal(failure.message, failure.text),
        isError: true,
      };
    }
  }
  state.busy = false;
  render();
  document.getElementById(focus)?.focus();
}

/** A refusal of the confirmation calls, said in the page's language (a lock says for how long). */
function confirmRefusal(failure: Failure): string {
  const m = t();
  if (failure.status === 429 && failure.retryAfterSeconds) {
    const minutes = Math.ceil(failure.retryAfterSeconds / 60);
    return failure.message === RECIPIENT_VERIFICATION_MESSAGES.tooManyCodes
      ? m.tooManyCodes(minutes)
      : m.tooManyTries(minutes);
  }
  if (failure.status === 429) return m.tooMany;
  if (!failure.status) return m.failed;
  return m.refusal(failure.message, failure.text);
}

async function confirmStep(run: () => Promise<void>, focus: string) {
  if (state.confirm.busy) return;
  state.confirm.busy = true;
  state.confirm.error = '';
  render();
  try {
    await run();
  } catch (error) {
    state.confirm.error = confirmRefusal(error as Failure);
  }
  state.confirm.busy = false;
  render();
  document.getElementById(state.confirm.error ? 'confirm-error' : focus)?.focus();
}

const sendCode = () =>
  confirmStep(async () => {
    state.confirm.sent = await call<VerificationCodeSent>('/verify/send', {});
  }, 'otp');

const confirmWith = (body: { phoneLastDigits: string } | { otp: string }) =>
  confirmStep(async () => {
    keepConfirmation(await call<RecipientVerification>('/verify', body));
    state.confirm.sent = null;
    state.notice = { text: t().confirmed };
  }, 'notice');

function header(view: TrackingView | null) {
  const m = t();
  const brand = view?.merchant.brandColour ?? '#0b5cad';
  const name = view?.merchant.name ?? 'Sameday';
  const badge = view?.merchant.logoUrl
    ? h('img', { src: view.merchant.logoUrl, alt: '', width: 40, height: 40, class: 'logo' })
    : h('span', { class: 'logo', 'aria-hidden': 'true' }, name.slice(0, 1).toUpperCase());
  const bar = h(
    'header',
    { class: 'top' },
    badge,
    h('div', { class: 'grow' }, h('p', { class: 'from' }, view ? m.from(name) : 'Sameday'), h('h1', {}, m.title)),
    h(
      'button',
      {
        type: 'button',
        class: 'switch',
        lang: state.lang === 'en' ? 'ar' : 'en',
        title: m.switchLabel,
        onclick: () => {
          state.lang = state.lang === 'en' ? 'ar' : 'en';
          try {
            localStorage.setItem(LANG_KEY, state.lang);
          } catch {
            // The choice lasts for this visit only.
          }
          state.notice = null;
          render();
        },
      },
      m.switchTo,
    ),
  );
  bar.style.setProperty('--brand', brand);
  bar.style.setProperty('--ink', inkOn(brand));
  return bar;
}

function summary(view: TrackingView) {
  const m = t();
  const delivered =
    view.status === 'delivery_complete'
      ? view.timeline.filter((step) => step.status === 'delivery_complete').at(-1)
      : null;
  const place = delivered ? m.deliveredTo : isOver(view) ? m.area : m.deliverTo;
  const next = nextStep(view);
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'status' },
    h(
      'p',
      { class: 'muted' },
      `${m.reference} `,
      h('bdi', {}, view.orderId),
      ` · ${m.service[view.serviceKind] ?? view.serviceKind}`,
    ),
    h('h2', { id: 'status', class: `status s-${view.status}` }, m.status[view.status] ?? view.status),
    view.expected &&
      h(
        'p',
        { class: 'expected' },
        h('strong', {}, `${m.expected}: `),
        `${formatDay(view.expected.date)}, ${m.between(view.expected.from, view.expected.to)}`,
      ),
    // The planned courier: first name and vehicle only, and the drop-off's window once on the way.
    view.courier?.dropoffWindow &&
      h(
        'p',
        { class: 'expected' },
        h('strong', {}, `${m.arriving}: `),
        m.between(formatClock(view.courier.dropoffWindow.from), formatClock(view.courier.dropoffWindow.to)),
      ),
    // The courier on the way to this recipient: minutes and the distance, never a map (decision 061).
    view.courier?.approaching &&
      h(
        'div',
        { class: 'approaching', role: 'status' },
        h('p', {}, h('strong', {}, m.approaching(view.courier.approaching.etaMinutes))),
        view.courier.approaching.distanceKm !== null &&
          h('p', { class: 'muted' }, m.approachingDistance(formatKm(view.courier.approaching.distanceKm))),
      ),
    view.courier &&
      !isOver(view) &&
      h(
        'p',
        { class: 'courier' },
        h('strong', {}, `${m.courier}: `),
        m.courierBy(view.courier.firstName, m.vehicle[view.courier.vehicleKind] ?? view.courier.vehicleKind),
      ),
    delivered &&
      h(
        'p',
        {},
        h('strong', {}, `${m.deliveredOn}: `),
        h('time', { datetime: delivered.at }, formatMoment(delivered.at)),
      ),
    // Place names and the recipient's words keep their own direction inside Arabic text.
    h('p', {}, h('strong', {}, `${place}: `), h('bdi', {}, [view.area, view.emirate].filter(Boolean).join(', '))),
    view.instructions &&
      !isOver(view) &&
      h('p', {}, h('strong', {}, `${m.currentInstructions}: `), h('bdi', {}, view.instructions)),
    next && h('div', { class: 'next' }, h('h3', {}, m.nextTitle), h('p', {}, next)),
  );
}

/** States after which nothing more comes to the recipient: the parcel went back or the order was cancelled. */
const OVER: readonly string[] = ['return_to_origin', 'returned_to_origin', 'cancelled'];
const isOver = (view: TrackingView) => OVER.includes(view.status);

/** What comes after a failed attempt, a hold, a return or a cancellation, in the recipient's words. */
function nextStep(view: TrackingView): string | null {
  const m = t();
  const merchant = view.merchant.name;
  switch (view.status) {
    case 'delivery_failed':
      return m.nextFailed(view.expected ? formatDay(view.expected.date) : undefined);
    case 'on_hold':
      return view.attempts.length > 0 ? m.nextHeld(merchant) : null;
    case 'return_to_origin':
      return m.nextReturning(merchant);
    case 'returned_to_origin':
      return m.nextReturned(merchant);
    case 'cancelled':
      return m.nextCancelled(merchant);
    default:
      return null;
  }
}

function payment(view: TrackingView) {
  const m = t();
  // A parcel going back, or an order cancelled, asks for nothing (its next step says so).
  if (isOver(view)) return null;
  if (view.codAmountFils <= 0)
    return view.status === 'delivery_complete' ? null : h('section', { class: 'card' }, h('p', {}, m.prepaid));
  // Once delivered the cash was paid: the amount is a receipt, not a request.
  const paid = view.status === 'delivery_complete';
  return h(
    'section',
    { class: paid ? 'card paid' : 'card cod', 'aria-labelledby': 'cod' },
    h('h2', { id: 'cod' }, paid ? m.codPaid : m.cod),
    h('p', { class: 'amount' }, formatAed(view.codAmountFils)),
    !paid && h('p', { class: 'muted' }, m.codHint),
  );
}

/** A proof's image above its link (a short-lived signed link, decision 059); hidden if it cannot be shown. */
function proofImage(url: string) {
  const hide: EventListener = (event) => {
    (event.currentTarget as HTMLImageElement).hidden = true;
  };
  return h('img', { src: url, alt: '', loading: 'lazy', class: 'proof-image', onError: hide });
}

function proof(view: TrackingView) {
  const m = t();
  const p = view.proof;
  if (!p || (!p.photoUrl && !p.signatureUrl)) return null;
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'proof' },
    h('h2', { id: 'proof' }, m.proof),
    p.photoUrl &&
      h('p', {}, h('a', { href: p.photoUrl, rel: 'noopener', target: '_blank' }, proofImage(p.photoUrl), m.photo)),
    p.signatureUrl &&
      h(
        'p',
        {},
        h('a', { href: p.signatureUrl, rel: 'noopener', target: '_blank' }, proofImage(p.signatureUrl), m.signature),
      ),
  );
}

/**
 * Before a change: the recipient confirms the delivery is theirs, by the last digits of their
 * phone or a code sent to it; a return takes the code only (the merchant pays for it).
 */
function confirmation(level: 'phone' | 'code') {
  const m = t();
  const { sent, error, busy } = state.confirm;
  const describedBy = error ? 'confirm-error' : undefined;
  const digits = h('input', {
    id: 'phone-digits',
    name: 'phoneLastDigits',
    inputmode: 'numeric',
    autocomplete: 'off',
    pattern: `[0-9]{${RECIPIENT_VERIFICATION.phoneDigits}}`,
    maxlength: RECIPIENT_VERIFICATION.phoneDigits,
    required: true,
    dir: 'ltr',
    class: 'digits',
    'aria-describedby': ['phone-digits-hint', describedBy].filter(Boolean).join(' '),
    'aria-invalid': error && !sent ? 'true' : undefined,
  });
  const otp = h('input', {
    id: 'otp',
    name: 'otp',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    pattern: `[0-9]{${RECIPIENT_VERIFICATION.codeLength}}`,
    maxlength: RECIPIENT_VERIFICATION.codeLength,
    required: true,
    dir: 'ltr',
    class: 'digits',
    'aria-describedby': ['otp-hint', describedBy].filter(Boolean).join(' '),
    'aria-invalid': error ? 'true' : undefined,
  });
  const digitsForm =
    level === 'phone' &&
    h(
      'form',
      {
        class: 'inline',
        onsubmit: (event: Event) => {
          event.preventDefault();
          void confirmWith({ phoneLastDigits: digits.value.trim() });
        },
      },
      h('label', { for: 'phone-digits' }, m.phoneDigits),
      h('p', { class: 'muted', id: 'phone-digits-hint' }, m.phoneDigitsHint),
      h(
        'div',
        { class: 'row' },
        digits,
        h('button', { type: 'submit', disabled: busy }, busy && !sent ? m.checking : m.confirm),
      ),
    );
  const codePart = sent
    ? h(
        'form',
        {
          class: 'inline',
          onsubmit: (event: Event) => {
            event.preventDefault();
            void confirmWith({ otp: otp.value.trim() });
          },
        },
        h('label', { for: 'otp' }, m.otpLabel),
        h('p', { class: 'muted', id: 'otp-hint' }, m.codeSent(sent.channel, RECIPIENT_VERIFICATION.codeTtlMinutes)),
        h('div', { class: 'row' }, otp, h('button', { type: 'submit', disabled: busy }, busy ? m.checking : m.confirm)),
        h('button', { type: 'button', class: 'link', disabled: busy, onclick: () => void sendCode() }, m.sendAgain),
      )
    : h(
        'div',
        { class: 'send' },
        level === 'phone' && h('p', { class: 'or' }, m.or),
        h(
          'button',
          {
            type: 'button',
            class: level === 'phone' ? 'secondary' : '',
            disabled: busy,
            onclick: () => void sendCode(),
          },
          busy ? m.sending : m.sendCode,
        ),
      );
  const errorLine = h('p', { id: 'confirm-error', class: 'field-error', role: 'alert', tabindex: -1 }, error);
  return h(
    'div',
    { class: 'confirm', 'aria-busy': busy ? 'true' : undefined },
    h('h3', { id: 'confirm-title', tabindex: -1 }, m.confirmTitle),
    h('p', { class: 'muted' }, level === 'code' ? m.confirmReturnHint : m.confirmHint),
    digitsForm,
    // The refusal stands under the form it answers: the digits', or the code's once one was sent.
    !sent && errorLine,
    codePart,
    sent && errorLine,
  );
}

function changes(view: TrackingView) {
  const m = t();
  const { actions } = view;
  if (!actions.instructions && !actions.reschedule && !actions.unavailable) return null;
  if (!isConfirmed('phone'))
    return h(
      'section',
      { class: 'card', 'aria-labelledby': 'change' },
      h('h2', { id: 'change' }, m.changeTitle),
      confirmation('phone'),
    );
  const note = h('textarea', { id: 'instructions', name: 'text', rows: 2, maxlength: 300, required: true });
  note.value = view.instructions;
  const forms: Child[] = [];
  if (actions.instructions)
    forms.push(
      h(
        'form',
        {
          onsubmit: (event: Event) => {
            event.preventDefault();
            void act('/instructions', { text: note.value }, m.savedInstructions);
          },
        },
        h('label', { for: 'instructions' }, m.instructions),
        h('p', { class: 'muted', id: 'instructions-hint' }, m.instructionsHint),
        note,
        h('button', { type: 'submit', disabled: state.busy }, m.saveInstructions),
      ),
    );
  note.setAttribute('aria-describedby', 'instructions-hint');
  if (actions.reschedule && view.rescheduleDays.length > 0) {
    const day = h(
      'select',
      { id: 'day', name: 'date' },
      ...view.rescheduleDays.map((date) => h('option', { value: date }, formatDay(date))),
    );
    forms.push(
      h(
        'form',
        {
          onsubmit: (event: Event) => {
            event.preventDefault();
            void act('/reschedule', { date: day.value }, m.rescheduled);
          },
        },
        h('label', { for: 'day' }, m.reschedule),
        day,
        h('button', { type: 'submit', disabled: state.busy }, m.rescheduleButton),
      ),
    );
  }
  if (actions.unavailable)
    forms.push(
      h(
        'div',
        { class: 'unavailable' },
        h('p', { class: 'muted', id: 'unavailable-hint' }, m.unavailableHint),
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            'aria-describedby': 'unavailable-hint',
            disabled: state.busy,
            onclick: () => void act('/unavailable', {}, m.unavailableDone),
          },
          m.unavailable,
        ),
      ),
    );
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'change' },
    h('h2', { id: 'change' }, m.changeTitle),
    ...forms,
  );
}

function rating(view: TrackingView) {
  const m = t();
  if (view.rating)
    return h(
      'section',
      { class: 'card' },
      h('p', { class: 'rated' }, m.rated(view.rating.stars)),
      view.rating.comment && h('p', { class: 'muted' }, view.rating.comment),
    );
  if (!view.actions.rating) return null;
  const comment = h('textarea', { id: 'comment', name: 'comment', rows: 2, maxlength: 500 });
  const stars = [1, 2, 3, 4, 5].map((n) =>
    h(
      'label',
      { class: 'star' },
      h('input', { type: 'radio', name: 'stars', value: n, required: true, 'aria-label': m.stars(n) }),
      h('span', { 'aria-hidden': 'true' }, '★'),
    ),
  );
  return h(
    'section',
    { class: 'card' },
    h(
      'form',
      {
        onsubmit: (event: Event) => {
          event.preventDefault();
          const picked = (event.target as HTMLFormElement).querySelector<HTMLInputElement>('input[name=stars]:checked');
          if (picked)
            void act('/rating', { stars: Number(picked.value), comment: comment.value }, m.rated(Number(picked.value)));
        },
      },
      h('fieldset', { class: 'stars' }, h('legend', {}, m.rateTitle), ...stars),
      h('label', { for: 'comment' }, m.comment),
      comment,
      h('button', { type: 'submit', disabled: state.busy }, m.sendRating),
    ),
  );
}

/** After delivery, within the merchant's return window: send the parcel back (docs/decisions/040). */
function returns(view: TrackingView) {
  const m = t();
  if (view.returnRequested) return h('section', { class: 'card' }, h('p', { class: 'rated' }, m.returnRequested));
  if (!view.actions.return || !view.returnUntil) return null;
  if (!isConfirmed('code'))
    return h(
      'section',
      { class: 'card', 'aria-labelledby': 'return' },
      h('h2', { id: 'return' }, m.returnTitle),
      h('p', { class: 'muted' }, m.returnHint(formatUntil(view.returnUntil))),
      confirmation('code'),
    );
  const reason = h('textarea', { id: 'return-reason', name: 'reason', rows: 2, maxlength: 300 });
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'return' },
    h('h2', { id: 'return' }, m.returnTitle),
    h(
      'form',
      {
        onsubmit: (event: Event) => {
          event.preventDefault();
          void act('/return', { reason: reason.value }, m.returnRequested);
        },
      },
      h('p', { class: 'muted' }, m.returnHint(formatUntil(view.returnUntil))),
      h('label', { for: 'return-reason' }, m.returnReason),
      reason,
      h('button', { type: 'submit', class: 'secondary', disabled: state.busy }, m.requestReturn),
    ),
  );
}

function history(view: TrackingView) {
  const m = t();
  const attempts =
    view.attempts.length > 0 &&
    h(
      'section',
      { class: 'card', 'aria-labelledby': 'attempts' },
      h('h2', { id: 'attempts' }, m.attempts),
      h(
        'ul',
        {},
        ...view.attempts.map((a) =>
          h(
            'li',
            {},
            h('time', { datetime: a.at }, formatMoment(a.at)),
            ' · ',
            h('bdi', {}, courierWords(a.outcome, m)),
          ),
        ),
      ),
    );
  const steps = [...view.timeline].reverse();
  return [
    attempts,
    h(
      'section',
      { class: 'card', 'aria-labelledby': 'timeline' },
      h('h2', { id: 'timeline' }, m.timeline),
      h(
        'ol',
        { class: 'timeline' },
        ...steps.map((step, index) =>
          h(
            'li',
            { class: index === 0 ? 'now' : '' },
            h('span', { class: 'what' }, m.status[step.status] ?? step.status),
            h('time', { datetime: step.at }, formatMoment(step.at)),
            step.note && h('bdi', { class: 'note' }, courierWords(step.note, m)),
          ),
        ),
      ),
    ),
  ];
}

/** A failed attempt's reason: the courier's own words as written, the system's default in the page's language. */
const courierWords = (reason: string, m: Messages) =>
  reason === HISTORY_SENTENCES.attemptFailed ? m.attemptFailed : reason;

function render() {
  const m = t();
  document.documentElement.lang = state.lang;
  document.documentElement.dir = state.lang === 'ar' ? 'rtl' : 'ltr';
  document.title = `${m.title} · Sameday`;
  root.removeAttribute('aria-busy');
  const { view, problem, notice } = state;
  const body: Child[] = [];
  if (problem) {
    body.push(
      h(
        'section',
        { class: 'card', role: 'alert' },
        h('p', {}, m[problem]),
        problem !== 'notFound' && h('button', { type: 'button', onclick: () => void load() }, m.retry),
      ),
    );
  } else if (view) {
    body.push(summary(view));
    body.push(
      h(
        'div',
        { id: 'notice', tabindex: -1, role: 'status', class: notice?.isError ? 'notice error' : 'notice' },
        notice?.text ?? '',
      ),
    );
    body.push(payment(view), proof(view), changes(view), rating(view), returns(view), ...history(view));
  } else {
    body.push(h('p', { class: 'muted' }, m.loading));
  }
  root.replaceChildren(header(view), h('div', { class: 'page' }, ...body, h('footer', {}, m.poweredBy)));
}

/**
 * The delivery's live socket (docs/decisions/058), by the page's own code: each change of the
 * order reads the view again. Not while the recipient is filling in a form: once they leave it.
 */
const LIVE_PATH = '/api/platform/live';
let isRefreshWaiting = false;
function refreshLive() {
  const field = document.activeElement;
  if (state.busy || (field && root.contains(field) && field.matches('input, textarea, select'))) {
    isRefreshWaiting = true;
    return;
  }
  isRefreshWaiting = false;
  void load();
}
root.addEventListener('focusout', () => {
  if (isRefreshWaiting) setTimeout(refreshLive, 0);
});

/**
 * While the courier is on the way, each position their app sends reaches this page as a live
 * `courier.moved` and the minutes are read again; only while the socket is down are they read
 * again every 30 s.
 */
const APPROACH_REFRESH_MS = 30_000;
let isLive = false;
setInterval(() => {
  if (!isLive && state.view?.courier?.approaching && !document.hidden) refreshLive();
}, APPROACH_REFRESH_MS);

render();
void load();
if (code && typeof WebSocket !== 'undefined') {
  connectLive({
    url: LIVE_PATH,
    credentials: () => ({ tracking: code }),
    onEvent: refreshLive,
    onReload: refreshLive,
    onStatus: (status) => {
      isLive = status === 'live';
    },
  });
}
