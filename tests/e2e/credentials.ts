/** What the browser-test server is started with (global-setup.ts) that the tests need to know too. */
export const adminCredentials = { username: 'admin', password: 'e2e-admin-password' } as const;

/** SESSION_SECRET: the root the server derives its keys from, so the tests can sign as it does (fixtures.ts). */
export const sessionSecret = 'e2e-session-secret-0123456789abcdef';
