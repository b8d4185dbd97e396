/*
 * Feature flags (POST {platform}/featureflags/decide), decided per user: the shell
 * names the user with FeatureFlagsProvider; a screen outside it passes the
 * identifier to featureFlagQueryOptions itself.
 */
export { FeatureFlagsProvider } from './flag-identifier';
export { decideFlag, type FeatureFlagName, featureFlagQueryOptions, flagsKeys } from './flag-query';
export { useFeatureFlag } from './use-feature-flag';
