// The fee rule is shared with the express checkout, so it lives in src/lib/fees.ts (SPEC §9).
export { computeFees, totalsByMethodType, type FeeBreakdown } from '@/lib/fees';
