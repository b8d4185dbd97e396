/*
 * Feature flags (POST {platform}/featureflags/decide), decided per user: the shell
 * names the user with FeatureFlagsProvider; a screen outside it passes the
 * identifier to featureFlagQueryOptions itself.
 */

export {
  decideFlag,
  type FeatureFlagName,
  featureFlagQueryOptions,
  flagsKeys,
  useFlagDecision,
} from './api/flag-query';
export { useFeatureFlag } from './api/use-feature-flag';
export { FeatureFlagsProvider } from './flag-identifier';
