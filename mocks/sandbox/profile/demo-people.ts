// The demo people's user ids as seed.ts writes them (DEMO_USERS): repeated here because seed.ts
// imports every domain, so a domain importing it would run before it is defined.
export const DEMO_PEOPLE = {
  jordan: { id: 1001 },
  priya: { id: 1002 },
  marcus: { id: 1003 },
  dana: { id: 1004 },
} as const;
