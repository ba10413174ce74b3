import { yieldToMain } from './yield-to-main';

// The start-up's module evaluation runs as one task unless a module awaits: the modules that import
// this one (and everything depending on them) evaluate in a task of their own, after what they do
// not depend on (npm run bench: TBT).
await yieldToMain();

export {};
