import {
  CONTRACT_FIXED_SERVER_TEXTS,
  DISPATCH_SERVICE_LABELS,
  type EMIRATES,
  type InnerServerText,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  renderServerText,
  SERVER_TEXTS,
  type ServerText,
  type ServerTextId,
} from '@sameday/contract';
import { CONTRACT_ARABIC, CONTRACT_ARABIC_PATTERNS, serverCatalogText } from './contract-catalog';

export { CONTRACT_ARABIC, CONTRACT_ARABIC_PATTERNS };

/** A person's words or a name inside an Arabic sentence, isolated so its own direction holds. */
const isolate = (value: string | undefined) => `\u2068${value ?? ''}\u2069`;
/**
 * An order id after "#", isolated with its "#": left beside Arabic words, the "#" is taken into
 * the sentence's direction and ends up on the far side of the id ("SD123#").
 */
const orderRef = (id: string | undefined) => isolate(`#${id ?? ''}`);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A service day as the server writes it ("Thu 27 Nov", formatServiceDate) in Arabic: "الخميس 27 نوفمبر". */
export function arabicServiceDay(english: string | undefined): string {
  const match = /^(\w{3}) (\d{1,2}) (\w{3})$/.exec(english ?? '');
  const weekday = WEEKDAYS.indexOf(match?.[1] ?? '');
  const month = MONTHS.indexOf(match?.[3] ?? '');
  if (!match || weekday < 0 || month < 0) return isolate(english);
  // 2023-01-01 was a Sunday: the weekday's name from a day of that week, the month's from its first day.
  const name = (date: Date, part: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('ar-AE-u-nu-latn', { ...part, timeZone: 'UTC' }).format(date);
  return `${name(new Date(Date.UTC(2023, 0, 1 + weekday)), { weekday: 'long' })} ${match[2]} ${name(new Date(Date.UTC(2023, month, 1)), { month: 'long' })}`;
}

const SERVICE_ARABIC: Readonly<Record<string, string>> = {
  [DISPATCH_SERVICE_LABELS.same_day as string]: 'في اليوم نفسه',
  [DISPATCH_SERVICE_LABELS.next_day as string]: 'اليوم التالي',
  [DISPATCH_SERVICE_LABELS.four_hour as string]: 'خلال 4 ساعات',
  [DISPATCH_SERVICE_LABELS.domestic_overnight as string]: 'المحلي لليوم التالي',
  [DISPATCH_SERVICE_LABELS.priority_parcel_express as string]: 'Priority Parcel Express ذات الأولوية',
  [DISPATCH_SERVICE_LABELS.economy_parcel_express as string]: 'Economy Parcel Express الاقتصادية',
};
const service = (english: string | undefined) => SERVICE_ARABIC[english ?? ''] ?? isolate(english);
/** An order's status label in the words of the dashboard's catalogs (entities/order-status); the tracking page writes it in lower case. */
const STATUS_ARABIC: Readonly<Record<OrderStatus, string>> = {
  pending: 'معلّق',
  ready_for_collection: 'جاهز للاستلام',
  collected: 'تم الاستلام',
  received_at_depot: 'في المستودع',
  out_for_delivery: 'خرج للتوصيل',
  delivery_complete: 'تم التوصيل',
  delivery_failed: 'فشل التوصيل',
  on_hold: 'محتجز',
  return_to_origin: 'قيد الإرجاع',
  returned_to_origin: 'تم الإرجاع',
  cancelled: 'ملغى',
};
const STATUS_BY_LABEL = new Map(
  Object.entries(ORDER_STATUS_LABELS).map(([key, label]) => [label.toLowerCase(), STATUS_ARABIC[key as OrderStatus]]),
);
const status = (english: string | undefined) => STATUS_BY_LABEL.get((english ?? '').toLowerCase()) ?? isolate(english);

const EMIRATE_ARABIC: Readonly<Record<(typeof EMIRATES)[number], string>> = {
  Dubai: 'دبي',
  'Abu Dhabi': 'أبوظبي',
  Sharjah: 'الشارقة',
  Ajman: 'عجمان',
  'Umm Al Quwain': 'أم القيوين',
  'Ras Al Khaimah': 'رأس الخيمة',
  Fujairah: 'الفجيرة',
};
const emirate = (english: string | undefined) =>
  EMIRATE_ARABIC[english as (typeof EMIRATES)[number]] ?? isolate(english);

const SHIPMENT_KIND_ARABIC: Readonly<Record<string, string>> = { international: 'الدولية', domestic: 'المحلية' };
/** A carrier's label formats, "4x6 or A4": the formats as written, the "or" in Arabic. */
const formats = (english: string | undefined) =>
  (english ?? '')
    .split(' or ')
    .map((format) => isolate(format))
    .join(' أو ');

const carrier = (english: string | undefined) => (english === 'Sameday fleet' ? 'أسطول Sameday' : isolate(english));

const REGION_NAMES = new Intl.DisplayNames(['ar'], { type: 'region' });
/** A country the server names by its ISO code ("SA") in Arabic, as the shipment form lists it: "المملكة العربية السعودية". */
function country(code: string | undefined): string {
  const name = code && /^[A-Z]{2}$/.test(code) ? REGION_NAMES.of(code) : undefined;
  return name && name !== code ? name : isolate(code);
}

/** How a value is written inside a text's Arabic: from its English, with the text's other values at hand. */
type Format = (english: string | undefined, values: ServerText['values']) => string | number;
/** A value that is itself a sentence of the contract (a field's check): in Arabic when it is one. */
const inner = (english: string | undefined) => arabicContractText(english ?? '') ?? isolate(english);
/** The same inside brackets or before the sentence's own full stop: without its own full stop ("(….)" reads doubled). */
const innerClause = (english: string | undefined) => inner(english).replace(/\.$/, '');
/**
 * A bulk file's column problems, one sentence after the other ("Unknown columns: …. Missing
 * columns: …."), each in Arabic: the rules of the rows give each kind by itself beside the
 * joined English (bulk.columnsProblem's other values).
 */
const COLUMN_PROBLEMS = ['unknownColumns', 'missingColumns', 'duplicatedColumns'] as const;
const columnProblems: Format = (english, values) => {
  const parts = COLUMN_PROBLEMS.flatMap((kind) => {
    const columns = values[kind];
    return typeof columns === 'string' ? [serverCatalogText(`bulk.${kind}`, { columns: isolate(columns) })] : [];
  });
  return parts.length > 0 ? parts.join(' ') : isolate(english);
};
const asWritten = (english: string | undefined) => english ?? '';
const shipmentKind = (english: string | undefined) => SHIPMENT_KIND_ARABIC[english ?? ''] ?? isolate(english);

/**
 * How a server text's values are written inside its Arabic (server.po), by the value's name:
 * service days, services, statuses, emirates, countries and carriers in Arabic, counts as
 * written (seconds as a number, for the catalog's plural), a sentence of the contract in
 * Arabic; any other value (a person's words, a name, a reference) isolated as written.
 */
const FORMAT_BY_NAME: Readonly<Record<string, Format>> = {
  date: arabicServiceDay,
  carrier,
  service,
  status,
  from: status,
  to: status,
  emirate,
  country,
  formats,
  kind: shipmentKind,
  problem: innerClause,
  problems: columnProblems,
  seconds: (english) => (Number.isFinite(Number(english)) ? Number(english) : isolate(english)),
  stars: asWritten,
  kg: asWritten,
  max: asWritten,
  hours: asWritten,
  minutes: asWritten,
  limit: asWritten,
  row: asWritten,
  days: asWritten,
};
/** Where a text's value is written otherwise than its name says. */
const FORMAT_BY_TEXT: Readonly<Partial<Record<ServerTextId, Readonly<Record<string, Format>>>>> = {
  'history.collectedBy': { carrier: isolate },
  'history.returnOf': { order: orderRef },
  'history.returnOfWithReason': { order: orderRef },
  'history.returnRequested': { order: orderRef },
  'history.returnRequestedByRecipient': { order: orderRef },
  'orderNotes.customerReturnOf': { order: orderRef },
  // A shipping rule's reason may be a contract sentence (a field's check).
  'orders.refusedByRuleWithReason': { reason: inner },
  'orders.refusedByRulesWithReason': { reason: inner },
  'orders.notPlacedByRuleWithReason': { reason: inner },
  'orders.notPlacedByRulesWithReason': { reason: inner },
  'bulk.tooManyRows': { rows: asWritten },
};

const SERVER_TEXT_IDS = new Set(Object.keys(SERVER_TEXTS));

/** A text inside a value in Arabic (in English for an id this dashboard does not know), without its full stop inside brackets. */
function innerText(text: InnerServerText, asClause: boolean): string {
  const written = arabicServerText(text) ?? isolate(renderServerText(text) ?? '');
  return asClause ? written.replace(/\.$/, '') : written;
}

/**
 * The Arabic of a text the server (or the contract's own checks) wrote, by its id (decision 053),
 * from the shared catalog server.po; a text inside a value in Arabic too. Null for an id this
 * dashboard does not know (a newer server's).
 */
export function arabicServerText(text: ServerText | InnerServerText): string | null {
  if (!SERVER_TEXT_IDS.has(text.id)) return null;
  const formatOf = (name: string) => FORMAT_BY_TEXT[text.id as ServerTextId]?.[name] ?? FORMAT_BY_NAME[name] ?? isolate;
  const values = Object.entries(text.values).map(([name, value]) => [
    name,
    typeof value === 'string' ? formatOf(name)(value, text.values) : innerText(value, formatOf(name) === innerClause),
  ]);
  return serverCatalogText(text.id, Object.fromEntries(values));
}

/**
 * The server texts whose English is fixed, by that English: the templates without values, and
 * the contract's checks written from a template with values fixed by the code (the user roles, a
 * carrier's services). A schema's check carries only its English, so it is found here by the
 * whole sentence; nothing is read apart.
 */
const FIXED_TEXTS = new Map<string, ServerText>([
  ...Object.entries(SERVER_TEXTS)
    .filter(([, template]) => !template.includes('{'))
    .map(([id, template]) => [template, { id, values: {} }] as const),
  ...CONTRACT_FIXED_SERVER_TEXTS.map(({ message, text }) => [message, text] as const),
]);

/** The Arabic of an English text of the contract: a fixed sentence, one built from a value, or a fixed server text; null for other text. */
export function arabicContractText(english: string): string | null {
  const fixed = CONTRACT_ARABIC[english];
  if (fixed) return fixed;
  for (const [pattern, arabic] of CONTRACT_ARABIC_PATTERNS) {
    const match = pattern.exec(english);
    if (match) return arabic(match[1] ?? '');
  }
  const written = FIXED_TEXTS.get(english);
  return written ? arabicServerText(written) : null;
}
