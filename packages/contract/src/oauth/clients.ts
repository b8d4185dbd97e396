import { z } from 'zod';
import type { Permission } from '../access';
import { MESSAGES } from '../messages';

/**
 * The scopes an API client may hold: the permission strings of the account roles
 * (managing the team stays with people).
 */
export const OAUTH_SCOPES = [
  'orders:read',
  'orders:write',
  'inventory:read',
  'inventory:write',
  'analytics:read',
  'finance:read',
  'finance:write',
  'settings:read',
  'settings:write',
  'integrations:manage',
  'helpdesk:read',
] as const satisfies readonly Permission[];
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

export const OAUTH_SCOPE_LABELS: Record<OAuthScope, string> = {
  'orders:read': 'Read orders, their history and labels',
  'orders:write': 'Create, change and cancel orders; print labels',
  'inventory:read': 'Read products and stock',
  'inventory:write': 'Change products and stock',
  'analytics:read': 'Read reports and analytics',
  'finance:read': 'Read invoices and cash on delivery',
  'finance:write': 'Pay invoices and change payment details',
  'settings:read': 'Read account settings',
  'settings:write': 'Change account settings',
  'integrations:manage': 'Manage shop integrations',
  'helpdesk:read': 'Read support tickets',
};

export const OAUTH_CLIENT_NAME_MAX = 80;
export const OAUTH_REDIRECT_URIS_MAX = 10;

/**
 * The API clients' refusals and field checks, in English as the API answers them; the
 * developer screens show them in Arabic.
 */
export const OAUTH_CLIENT_MESSAGES = {
  notFound: 'No API client with this id in your account.',
  chooseScope: 'Choose a scope from the list',
  atLeastOneScope: 'Choose at least one scope',
  redirectUri: 'Enter an https:// address (http:// only for localhost), without #',
  redirectUriTooLong: 'A redirect URI has at most 500 characters',
  nameTooLong: `A name has at most ${OAUTH_CLIENT_NAME_MAX} characters`,
  tooManyRedirectUris: `At most ${OAUTH_REDIRECT_URIS_MAX} redirect URIs`,
} as const;

export const OAuthScopeSchema = z.enum(OAUTH_SCOPES, { error: OAUTH_CLIENT_MESSAGES.chooseScope });

/** https, or http on this machine (a developer's own tool); no fragment. */
export const RedirectUriSchema = z
  .string()
  .trim()
  .max(500, OAUTH_CLIENT_MESSAGES.redirectUriTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
      return !url.hash && (url.protocol === 'https:' || (url.protocol === 'http:' && local));
    } catch {
      return false;
    }
  }, OAUTH_CLIENT_MESSAGES.redirectUri);

const ClientName = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(OAUTH_CLIENT_NAME_MAX, OAUTH_CLIENT_MESSAGES.nameTooLong);

const Scopes = z
  .array(OAuthScopeSchema)
  .min(1, OAUTH_CLIENT_MESSAGES.atLeastOneScope)
  .max(OAUTH_SCOPES.length)
  .transform((scopes) => [...new Set(scopes)]);

const RedirectUris = z.array(RedirectUriSchema).max(OAUTH_REDIRECT_URIS_MAX, OAUTH_CLIENT_MESSAGES.tooManyRedirectUris);

export const OAuthClientInputSchema = z.object({
  name: ClientName,
  scopes: Scopes,
  /** Where the authorisation code may be sent; none: the client uses client credentials only. */
  redirectUris: RedirectUris.default([]),
});
export type OAuthClientInput = z.input<typeof OAuthClientInputSchema>;

export const OAuthClientPatchSchema = z.object({
  name: ClientName.optional(),
  scopes: Scopes.optional(),
  redirectUris: RedirectUris.optional(),
});
export type OAuthClientPatch = z.input<typeof OAuthClientPatchSchema>;

export const OAuthClientSchema = z.object({
  /** The client_id. */
  id: z.string(),
  name: z.string(),
  accountId: z.string(),
  scopes: z.array(OAuthScopeSchema),
  redirectUris: z.array(z.string()),
  /** The grants the client may use. */
  grantTypes: z.array(z.enum(['client_credentials', 'authorization_code', 'refresh_token'])),
  /** The last four characters of the secret, to tell secrets apart. */
  secretHint: z.string(),
  createdBy: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.string(),
  secretRotatedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type OAuthClient = z.infer<typeof OAuthClientSchema>;

/** A client with its secret: answered once, when created or rotated, never again. */
export const OAuthClientWithSecretSchema = OAuthClientSchema.extend({ clientSecret: z.string() });
export type OAuthClientWithSecret = z.infer<typeof OAuthClientWithSecretSchema>;

export const OAuthClientListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Only the clients this user created. */
  user_id: z.coerce.number().int().positive().optional(),
});
export type OAuthClientListQuery = z.input<typeof OAuthClientListQuerySchema>;

export const OAuthClientListSchema = z.object({
  clients: z.array(OAuthClientSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export type OAuthClientList = z.infer<typeof OAuthClientListSchema>;

export const OAuthClientIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const OAuthRevokedSchema = z.object({ id: z.string(), revokedAt: z.string() });
