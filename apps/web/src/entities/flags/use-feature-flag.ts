import { useQuery } from '@tanstack/react-query';
import { useFlagIdentifier } from './flag-identifier';
import { type FeatureFlagName, featureFlagQueryOptions } from './flag-query';

/**
 * A flag for the signed-in user (Identifier: the user's salesforceId, named by
 * FeatureFlagsProvider). Spec §8: an error stays in the state; the flag is then off.
 */
export function useFeatureFlag(feature: FeatureFlagName) {
  const identifier = useFlagIdentifier();
  const query = useQuery(featureFlagQueryOptions(feature, identifier));
  return {
    isEnabled: query.data?.Enabled === true,
    isPending: Boolean(identifier) && query.isPending,
    error: query.error,
  };
}
