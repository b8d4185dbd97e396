/** The teams feature's cache entries; a switch of account invalidates every query, these included. */
export const teamsKeys = {
  organisations: ['teams', 'organisations'] as const,
  team: ['teams', 'team'] as const,
  invitation: (token: string) => ['teams', 'invitation', token] as const,
};
