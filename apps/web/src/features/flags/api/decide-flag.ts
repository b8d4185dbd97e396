import type { DecideFlagBody, DecideFlagResponse, FEATURE_FLAGS } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { useFlagIdentifier } from '../flag-identifier';

/** The spec's five flags, and any added later. */
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number] | (string & {});

export function decideFlag(feature: FeatureFlagName, identifier: string, signal?: AbortSignal) {
  const body: DecideFlagBody = { Feature: feature, Identifier: identifier };
  return apiRequest<DecideFlagResponse>('platform', '/featureflags/decide', { method: 'POST', body, signal });
}

export function getFeatureFlagQueryOptions(feature: FeatureFlagName, identifier: string | undefined) {
  return queryOptions({
    queryKey: ['feature-flag', feature, identifier] as const,
    queryFn: ({ signal }) => decideFlag(feature, identifier as string, signal),
    enabled: Boolean(identifier),
    staleTime: 5 * 60_000,
  });
}

/**
 * POST {platform}/featureflags/decide for the signed-in user (Identifier: the
 * user's salesforceId). Spec §8: an error stays in the state; the flag is then off.
 */
export function useFeatureFlag(feature: FeatureFlagName) {
  const identifier = useFlagIdentifier();
  const query = useQuery(getFeatureFlagQueryOptions(feature, identifier));
  return {
    isEnabled: query.data?.Enabled === true,
    isPending: Boolean(identifier) && query.isPending,
    error: query.error,
  };
}
