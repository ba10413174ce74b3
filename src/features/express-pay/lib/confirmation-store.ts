/** How the payment was made, for the receipt: the card's last four digits stay in memory only. */
export interface SavedMethod {
  type: 'creditCard' | 'debitCard' | 'eCheck';
  brand?: string | undefined;
  bankType?: string | undefined;
  last4?: string | undefined;
}

/**
 * The confirmation of a paid link, kept for this browser tab so that reloading the confirmation
 * page (or coming back to the link) shows it again instead of paying again. Only what the page
 * shows is kept: no token, no card details (of the method, only its type survives a reload), no
 * email.
 */
export interface SavedConfirmation {
  confirmationNumber: string;
  /** Cents. */
  amount: number;
  convenienceFee: number;
  largeAmountFee: number;
  total: number;
  /** ISO instant. */
  paidAt: string;
  status: 'pending' | 'completed';
  paymentMethod?: SavedMethod | undefined;
  /** The association paid (from the link's account), for the receipt. */
  associationName?: string | undefined;
}

export interface ConfirmationLike {
  confirmationNumber: string;
  amount: number;
  convenienceFee?: number | undefined;
  largeAmountFee?: number | undefined;
  total: number;
  paidAt: string;
  status: string;
  paymentMethod?: { type: string; brand?: string; bankType?: string; last4: string } | undefined;
  associationName?: string | undefined;
}

export const CONFIRMATION_STORAGE_KEY = 'courtyard-express-confirmation';

// When session storage is blocked (private mode, sandboxed frame), the tab's memory keeps it.
const memory = new Map<string, SavedConfirmation>();

const linkKey = (strategy: string, link: string) => `${strategy}/${link}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const cents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

const methodTypes: readonly string[] = ['creditCard', 'debitCard', 'eCheck'];
const optionalText = (value: unknown) => (text(value) ? value : undefined);

/** A method's type, brand, bank type and last four digits, each checked; undefined if no type. */
function toSavedMethod(value: unknown): SavedMethod | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.type !== 'string' || !methodTypes.includes(v.type)) return undefined;
  const method: SavedMethod = { type: v.type as SavedMethod['type'] };
  const brand = optionalText(v.brand);
  const bankType = optionalText(v.bankType);
  if (brand) method.brand = brand;
  if (bankType) method.bankType = bankType;
  if (typeof v.last4 === 'string' && /^\d{4}$/.test(v.last4)) method.last4 = v.last4;
  return method;
}

/** The fields the page shows, checked one by one; null when anything is off. */
export function toSavedConfirmation(value: unknown): SavedConfirmation | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const status = v.status;
  if (
    !text(v.confirmationNumber) ||
    !cents(v.amount) ||
    !cents(v.total) ||
    !text(v.paidAt) ||
    (status !== 'pending' && status !== 'completed')
  ) {
    return null;
  }
  const method = toSavedMethod(v.paymentMethod);
  const associationName = optionalText(v.associationName);
  return {
    confirmationNumber: v.confirmationNumber,
    amount: v.amount,
    convenienceFee: cents(v.convenienceFee) ? v.convenienceFee : 0,
    largeAmountFee: cents(v.largeAmountFee) ? v.largeAmountFee : 0,
    total: v.total,
    paidAt: v.paidAt,
    status,
    ...(method ? { paymentMethod: method } : {}),
    ...(associationName ? { associationName } : {}),
  };
}

export function saveConfirmation(
  strategy: string,
  link: string,
  confirmation: ConfirmationLike,
): void {
  const saved = toSavedConfirmation(confirmation);
  if (!saved) return;
  const key = linkKey(strategy, link);
  memory.set(key, saved);
  const { paymentMethod, ...kept } = saved;
  const stored: SavedConfirmation = paymentMethod
    ? { ...kept, paymentMethod: { type: paymentMethod.type } }
    : kept;
  try {
    storage()?.setItem(
      CONFIRMATION_STORAGE_KEY,
      JSON.stringify({ link: key, confirmation: stored }),
    );
  } catch {
    // Full or blocked: the tab's memory still has it.
  }
}

export function readSavedConfirmation(strategy: string, link: string): SavedConfirmation | null {
  const key = linkKey(strategy, link);
  const inMemory = memory.get(key);
  if (inMemory) return inMemory;
  try {
    const raw = storage()?.getItem(CONFIRMATION_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const record = stored as Record<string, unknown>;
    return record.link === key ? toSavedConfirmation(record.confirmation) : null;
  } catch {
    return null;
  }
}

/** For tests: forget what this tab remembered. */
export function forgetConfirmations(): void {
  memory.clear();
  try {
    storage()?.removeItem(CONFIRMATION_STORAGE_KEY);
  } catch {
    // blocked
  }
}
