// The few facts of the sandbox that the dev server's plugin and the journeys share with it: which
// cookie (or header) picks a tenant, and every demo person's password (README, "Demo users").
// Kept apart so that they import these without the service itself.

/** The cookie a journey sets to be served by its own tenant; its value names the tenant. */
export const TENANT_COOKIE = 'courtyard_sandbox';
/** The same, as a header, for callers without cookies (the sandbox's own tests). */
export const TENANT_HEADER = 'x-sandbox-tenant';
export const DEMO_PASSWORD = 'correct-horse';
