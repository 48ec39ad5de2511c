/** Query keys of the signed-in user's own account (dropped with the rest of the admin cache at sign-out). */
export const accountKeys = {
  all: ['admin', 'account'] as const,
  twoFactor: () => ['admin', 'account', 'two-factor'] as const,
  sessions: () => ['admin', 'account', 'sessions'] as const,
  byline: () => ['admin', 'account', 'byline'] as const,
};
