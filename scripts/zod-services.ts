// The services whose answers the portal checks against their contract (src/lib/api/answer-check.ts):
// only these get zod schemas in generated/<service>/zod; nothing would use the others'.
export const zodServices: readonly string[] = ['connect-payments', 'express-pay', 'users'];
