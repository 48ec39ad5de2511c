/** The admin created by the browser-test server at its first start (global-setup.ts). */
export const adminCredentials = { username: 'admin', password: 'e2e-admin-password' } as const;
