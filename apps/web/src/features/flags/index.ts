export { decideFlag, type FeatureFlagName, getFeatureFlagQueryOptions, useFeatureFlag } from './api/decide-flag';
export { FeatureFlagsProvider } from './flag-identifier';
