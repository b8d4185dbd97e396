import { createContext, type ReactNode, useContext } from 'react';

const FlagIdentifierContext = createContext<string | undefined>(undefined);

/** Flags are decided per user: the app names whose (the user's salesforceId). */
export function FeatureFlagsProvider({ identifier, children }: { identifier: string; children: ReactNode }) {
  return <FlagIdentifierContext.Provider value={identifier}>{children}</FlagIdentifierContext.Provider>;
}

/** Undefined outside a provider: no flag is asked for and every flag reads off. */
export function useFlagIdentifier(): string | undefined {
  return useContext(FlagIdentifierContext);
}
