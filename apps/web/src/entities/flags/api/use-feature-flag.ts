import { useEffect } from 'react';
import { track } from '../../../shared/analytics';
import { useFlagIdentifier } from '../flag-identifier';
import { type FeatureFlagName, useFlagDecision } from './flag-query';

/** The flag that turns on the flag metrics (docs/decisions/022). */
const METRICS_FLAG = 'ff-metrics';

/** Decisions already pushed in this page: one event per flag, user and answer. */
const reported = new Set<string>();

/**
 * ff-metrics: each flag decision a screen reads is pushed once to the analytics data layer
 * (`featureFlag` events), so a rollout's reach and its effect can be measured.
 */
function useFlagMetrics(feature: FeatureFlagName, identifier: string | undefined, decision: boolean | undefined) {
  const metrics = useFlagDecision(METRICS_FLAG, identifier);
  const isMetricsOn = metrics.data?.Enabled === true;
  useEffect(() => {
    if (!isMetricsOn || decision === undefined || !identifier) return;
    const key = `${feature}:${identifier}:${decision}`;
    if (reported.has(key)) return;
    reported.add(key);
    track({ event: 'featureFlag', feature, isEnabled: decision });
  }, [isMetricsOn, feature, identifier, decision]);
}

/**
 * A flag for the signed-in user (Identifier: the user's salesforceId, named by
 * FeatureFlagsProvider). Spec §8: an error stays in the state; the flag is then off.
 */
export function useFeatureFlag(feature: FeatureFlagName) {
  const identifier = useFlagIdentifier();
  const query = useFlagDecision(feature, identifier);
  useFlagMetrics(feature, identifier, query.data?.Enabled);
  return {
    isEnabled: query.data?.Enabled === true,
    isPending: Boolean(identifier) && query.isPending,
    error: query.error,
  };
}
