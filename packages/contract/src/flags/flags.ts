import { z } from 'zod';
import { MESSAGES } from '../messages';

/** POST {platform}/featureflags/decide: the spec's capitalised names. */
export const DecideFlagBodySchema = z.object({
  Feature: z.string().min(1, MESSAGES.required).max(100),
  Identifier: z.string().min(1, MESSAGES.required).max(100),
});
export type DecideFlagBody = z.input<typeof DecideFlagBodySchema>;
export const DecideFlagResponseSchema = z.object({ Enabled: z.boolean() });
export type DecideFlagResponse = z.infer<typeof DecideFlagResponseSchema>;

/** The feature flags API's refusals, in English as it answers them; the dashboard shows them in Arabic. */
export const FLAG_MESSAGES = {
  ownIdentifierOnly: 'Flags are decided for your own identifier only.',
  /** The flag form's field checks. */
  flagName: 'A flag name is lowercase letters, digits, - and _',
  rollout: 'From 0 to 100',
} as const;

/** The same, with values (see ../sentences.ts): the flag named, as written. */
export const FLAG_SENTENCES = {
  unknownFlag: 'Unknown feature flag: {feature}',
  reservedFlag: 'The flag {feature} is reserved: it has no effect yet, so it cannot be switched.',
} as const;

/**
 * The spec's flags that change nothing yet (docs/decisions/022, 068): no screen reads them, as the
 * specs describe no product behind them. They stay listed, are decided off for everyone, and
 * cannot be switched or forced on, so no operator switches one expecting a change.
 */
export const RESERVED_FLAGS = ['advance-shipment', 'create-shipment-v2'] as const;
export const isReservedFlag = (name: string): boolean => (RESERVED_FLAGS as readonly string[]).includes(name);

export const FLAG_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/** A flag named in the path (`/admin/featureflags/{name}`). */
export const FlagParamsSchema = z.object({
  name: z.string().regex(FLAG_NAME_PATTERN, FLAG_MESSAGES.flagName),
});

export const UpsertFlagBodySchema = z.object({
  description: z.string().max(300).optional(),
  enabled: z.boolean(),
  rolloutPercentage: z.number().int().min(0, FLAG_MESSAGES.rollout).max(100, FLAG_MESSAGES.rollout).default(0),
});
export type UpsertFlagBody = z.input<typeof UpsertFlagBodySchema>;

export const FlagSubjectTypeSchema = z.enum(['user', 'account']);
export const SetFlagOverrideBodySchema = z.object({
  subjectType: FlagSubjectTypeSchema,
  /** A user's salesforceId, or an account id. */
  subjectId: z.string().min(1).max(100),
  enabled: z.boolean(),
});
export type SetFlagOverrideBody = z.input<typeof SetFlagOverrideBodySchema>;

/** One override named in the path (`…/overrides/{subjectType}/{subjectId}`). */
export const FlagOverrideParamsSchema = FlagParamsSchema.extend({
  subjectType: FlagSubjectTypeSchema,
  subjectId: z.string().min(1).max(100),
});

export const FeatureFlagSchema = z.object({
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  rolloutPercentage: z.number(),
  /** One of RESERVED_FLAGS: shown, never switched. */
  isReserved: z.boolean(),
  overrides: z.array(z.object({ subjectType: FlagSubjectTypeSchema, subjectId: z.string(), enabled: z.boolean() })),
});
export type FeatureFlag = z.infer<typeof FeatureFlagSchema>;
