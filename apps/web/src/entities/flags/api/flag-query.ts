import { type DecideFlagBody, type DecideFlagResponse, type FEATURE_FLAGS, FLAG_PATHS } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** The spec's five flags, and any added later. */
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number] | (string & {});

/** Each flag is decided per user: one cache entry per flag and identifier (the user's salesforceId). */
export const flagsKeys = {
  all: ['feature-flag'] as const,
  decision: (feature: FeatureFlagName, identifier: string | undefined) =>
    [...flagsKeys.all, feature, identifier] as const,
};

/** POST {platform}/featureflags/decide {Feature, Identifier}: whether the flag is on for that user. */
export function decideFlag(feature: FeatureFlagName, identifier: string, signal?: AbortSignal) {
  const body: DecideFlagBody = { Feature: feature, Identifier: identifier };
  return apiRequest<DecideFlagResponse>('platform', FLAG_PATHS.decide, { method: 'POST', body, signal });
}

export function featureFlagQueryOptions(feature: FeatureFlagName, identifier: string | undefined) {
  return queryOptions({
    queryKey: flagsKeys.decision(feature, identifier),
    queryFn: ({ signal }) => decideFlag(feature, identifier as string, signal),
    enabled: Boolean(identifier),
    staleTime: 5 * 60_000,
  });
}

/** One flag's decision for the user named, without the metrics `useFeatureFlag` reports. */
export const useFlagDecision = (feature: FeatureFlagName, identifier: string | undefined) =>
  useQuery(featureFlagQueryOptions(feature, identifier));
