// The sandbox's tables as Kysely sees them. Columns the rules read or change are columns; the rest
// of a record's contract shape (an address, a summary shown as it was) is kept as JSON beside them.
import type { Generated, JSONColumnType } from 'kysely';
import type { AnnouncementsTables } from './announcements/tables.ts';
import type { ArcTables } from './arc/tables.ts';
import type { AssistantTables } from './assistant/tables.ts';
import type { BoardTables } from './board/tables.ts';
import type { Instant, Json, NullableInstant } from './columns.ts';
import type { DeliveryTables } from './delivery/tables.ts';
import type { DocumentsTables } from './documents/tables.ts';
import type { HouseholdTables } from './household/tables.ts';
import type { InboxTables } from './inbox/tables.ts';
import type { ProfileTables } from './profile/tables.ts';
import type { RegistrationTables } from './registration/tables.ts';
import type { RequestsTables } from './requests/tables.ts';
import type { ViolationsTables } from './violations/tables.ts';

export interface MetaTable {
  key: string;
  value: string;
}

export interface UserTable {
  id: number;
  email: string;
  password_hash: string;
  kind: 'homeowner' | 'board' | 'staff';
  /** `GET /Users/{id}`'s answer, without the mimic fields. */
  profile: Json<Record<string, unknown>>;
  /** `GET /Security`'s answer. */
  security: Json<Record<string, unknown>>;
  /** `GET /Homeowner/{id}`'s answer, for homeowners. */
  homeowner: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
}

export interface OwnerTable {
  id: number;
  user_id: number;
}

export interface AssociationTable {
  id: number;
  name: string;
  auto_draft_type: 'standard' | 'legacy';
  /** The association's entry in `GET /HomeSettings` (without its properties). */
  settings: Json<Record<string, unknown>>;
  /** `GET /Association/{id}/PaymentOption`'s answer. */
  payment_options: Json<PaymentOptionsRecord>;
}

export interface PaymentOptionsRecord {
  associationId: number;
  associationName?: string;
  options: PaymentOptionRecord[];
  disclosures?: string;
  supportFaq: { question: string; answer: string }[];
}

export interface PaymentOptionRecord {
  methodType: 'creditCard' | 'debitCard' | 'eCheck';
  enabled: boolean;
  convenienceFee: { kind: 'percentage' | 'flat'; percentBasisPoints?: number; flatAmount?: number };
  largeAmountFee: { thresholdAmount: number; percentBasisPoints: number };
  minAmount: number;
  maxAmount: number;
  consentRequired: boolean;
  consentText?: string;
  disclosures?: string;
}

export interface PropertyTable {
  id: number;
  owner_id: number;
  association_id: number;
  account_number: string;
  /** The property's entry in `GET /HomeSettings`. */
  record: Json<Record<string, unknown>>;
}

export interface SubLedgerTable {
  id: number;
  owner_id: number;
  property_id: number;
  account_number: string;
  association_id: number;
  name: string;
  ledger_type: 'none' | 'eCheck' | 'creditCard' | 'autoDraft';
  balance: number;
  is_blocked: boolean;
  portal_enabled: boolean;
  is_sub_ledger: boolean;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  sub_ledger_id: number;
  date: string;
  description: string;
  type: 'charge' | 'payment' | 'credit' | 'lateFee' | 'fine' | 'adjustment';
  charge_type: 'assessment' | 'lateFee' | 'fine' | 'other' | null;
  amount: number;
  running_balance: number;
  reference: string | null;
}

export interface ChargeTable {
  id: Generated<number>;
  sub_ledger_id: number;
  description: string;
  charge_type: 'assessment' | 'lateFee' | 'fine' | 'other';
  amount: number;
  due_date: string;
}

export interface PaymentMethodTable {
  id: Generated<number>;
  user_id: number;
  type: 'creditCard' | 'debitCard' | 'eCheck';
  brand: 'visa' | 'mastercard' | 'discover' | 'americanExpress' | null;
  bank_type: 'checking' | 'savings' | null;
  bank_name: string | null;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  nickname: string | null;
  is_default: boolean;
  is_active: boolean;
}

/** The method as a payment shows it (PaymentMethodSummary), kept as it was when paid. */
export interface MethodSummary {
  id: number;
  type: 'creditCard' | 'debitCard' | 'eCheck';
  brand?: 'visa' | 'mastercard' | 'discover' | 'americanExpress';
  bankType?: 'checking' | 'savings';
  bankName?: string;
  last4: string;
  nickname?: string;
}

export type SetupKind = 'oneTime' | 'future' | 'recurring' | 'autoDraft' | 'express';

export interface SetupTable {
  id: Generated<number>;
  kind: SetupKind;
  user_id: number;
  /** The create key: the same key from the same person answers this setup again. */
  idempotency_key: string;
  sub_ledger_id: number;
  owner_id: number;
  payment_method_id: number | null;
  amount: number;
  status: 'awaitingConfirmation' | 'confirmed' | 'cancelled' | 'expired';
  /** The rest of what was asked: date, notes, interval, start and end, amount type. */
  terms: Json<Record<string, unknown>>;
  acknowledgement_id: number;
  acknowledgement_accepted: Generated<boolean>;
  created_at: Instant;
}

export interface PaymentTable {
  id: Generated<number>;
  setup_id: number | null;
  sub_ledger_id: number;
  owner_id: number;
  amount: number;
  fee: number;
  convenience_fee: number;
  large_amount_fee: number;
  method: Json<MethodSummary>;
  payment_type: 'oneTime' | 'recurring';
  recurring_payment_id: number | null;
  status: 'pending' | 'completed' | 'failed' | 'cancelled';
  submitted_at: Instant;
  scheduled_date: string;
  confirmation_number: string;
  notes: string | null;
  /** When the settling job makes it completed; null: it stays as it is. */
  settles_at: NullableInstant;
  channel: 'portal' | 'express';
  receipt_email: string | null;
}

export interface FuturePaymentTable {
  id: Generated<number>;
  sub_ledger_id: number;
  owner_id: number;
  amount: number;
  payment_method_id: number;
  scheduled_date: string;
  notes: string | null;
  status: 'scheduled' | 'processed' | 'cancelled' | 'inactive';
  created_at: Instant;
}

export interface RecurringPaymentTable {
  id: Generated<number>;
  sub_ledger_id: number;
  owner_id: number;
  amount: number;
  payment_method_id: number;
  interval: 'monthly' | 'quarterly' | 'yearly';
  start_date: string;
  next_payment_date: string;
  end_date: string | null;
  notes: string | null;
  status: 'active' | 'inactive' | 'cancelled' | 'ended';
  created_at: Instant;
}

export interface AutoDraftTable {
  id: Generated<number>;
  owner_id: number;
  sub_ledger_id: number;
  payment_method_id: number;
  start_date: string;
  amount_type: 'full' | 'fixed';
  fixed_amount: number | null;
  status: 'active' | 'cancelled';
  created_at: Instant;
}

export interface LegacyEnrollmentTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  sub_ledger_id: number;
  answer: Json<Record<string, unknown>>;
}

export interface MethodSetupTable {
  setup_intent_id: string;
  user_id: number;
  type: 'creditCard' | 'debitCard' | 'eCheck';
  payment_method_id: number | null;
  created_at: Instant;
}

/** A confirm key's first answer: a repeated confirmation gets it again (docs/payments.md). */
export interface ConfirmationTable {
  scope: string;
  key: string;
  status: number;
  answer: Json<Record<string, unknown>>;
}

/**
 * What the sandbox payment provider's form confirmed for a SetupIntent or payment intent: the
 * card's brand, type and last four digits, or the bank account's type and last four; never more.
 */
export interface ProviderConfirmationTable {
  secret_id: string;
  facts: Json<ConfirmedFacts>;
}

export interface ConfirmedFacts {
  type: 'creditCard' | 'debitCard' | 'eCheck';
  brand?: 'visa' | 'mastercard' | 'discover' | 'americanExpress';
  bankType?: 'checking' | 'savings';
  bankName?: string;
  last4: string;
  expMonth?: number;
  expYear?: number;
}

export interface CheckoutLinkTable {
  id: Generated<number>;
  link: string;
  strategy: string;
  owner_id: number;
  sub_ledger_id: number;
  expires_at: Instant;
  payment_id: number | null;
}

/** A file's bytes: `document:1301`, `attachment:6201`. */
export interface FileTable {
  key: string;
  file_name: string;
  content_type: string;
  bytes: Uint8Array;
}

/** Platform and money here; each domain's tables in its own folder (domains.ts). */
export interface Database
  extends
    DocumentsTables,
    ArcTables,
    RequestsTables,
    InboxTables,
    ProfileTables,
    BoardTables,
    AssistantTables,
    RegistrationTables,
    ViolationsTables,
    AnnouncementsTables,
    DeliveryTables,
    HouseholdTables {
  meta: MetaTable;
  users: UserTable;
  owners: OwnerTable;
  associations: AssociationTable;
  properties: PropertyTable;
  sub_ledgers: SubLedgerTable;
  ledger_entries: LedgerEntryTable;
  charges: ChargeTable;
  payment_methods: PaymentMethodTable;
  setups: SetupTable;
  payments: PaymentTable;
  future_payments: FuturePaymentTable;
  recurring_payments: RecurringPaymentTable;
  auto_drafts: AutoDraftTable;
  legacy_enrollments: LegacyEnrollmentTable;
  method_setups: MethodSetupTable;
  confirmations: ConfirmationTable;
  checkout_links: CheckoutLinkTable;
  provider_confirmations: ProviderConfirmationTable;
  files: FileTable;
}
