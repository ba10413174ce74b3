// Moved to src/lib so the manage-payments screens name methods the same way; kept here so the
// payments feature's imports stay as they are.
export { methodLabel } from '@/lib/payment-method-label';
