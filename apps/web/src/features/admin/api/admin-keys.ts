/** The console's query keys: everything sits below ['admin'], so a staff change refreshes what the console shows. */
export const adminKeys = {
  all: ['admin'] as const,
  flags: () => [...adminKeys.all, 'flags'] as const,
  accounts: (query: object) => [...adminKeys.all, 'accounts', query] as const,
  account: (id: string) => [...adminKeys.all, 'account', id] as const,
  accountPart: (id: string, part: string) => [...adminKeys.all, 'account', id, part] as const,
  ownerships: (query: object) => [...adminKeys.all, 'ownerships', query] as const,
  staff: (query: object) => [...adminKeys.all, 'staff', query] as const,
  audit: (query: object) => [...adminKeys.all, 'audit', query] as const,
  inbound: (query: object) => [...adminKeys.all, 'inbound', query] as const,
  fulfilmentOrders: (query: object) => [...adminKeys.all, 'fulfilment-orders', query] as const,
  heldOrders: (query: object) => [...adminKeys.all, 'held-orders', query] as const,
};

type Query = Record<string, string | number | undefined>;

/** A filter object as a query string's values: booleans spelt out, empty strings left out. */
export const asQuery = (query: object): Query =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== '' && value !== undefined && value !== null)
      .map(([key, value]) => [key, typeof value === 'boolean' ? String(value) : value]),
  ) as Query;
