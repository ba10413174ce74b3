import { useId, useImperativeHandle, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { bankFacts, cardFacts, type SandboxMethodFacts } from './sandbox-facts';
import {
  isSandboxDeclined,
  validateBank,
  validateCard,
  type BankAccountType,
  type BankErrors,
  type BankInput,
  type CardErrors,
  type CardInput,
} from './sandbox-validation';
import type { PaymentConfirmResult, PaymentFormTextKey, PaymentMethodFormProps } from './types';

const emptyCard: CardInput = { name: '', number: '', expiry: '', cvc: '' };
const emptyBank: BankInput = {
  holder: '',
  routingNumber: '',
  accountNumber: '',
  accountType: 'checking',
};
const cardOrder = ['name', 'number', 'expiry', 'cvc'] as const;
const bankOrder = ['holder', 'routingNumber', 'accountNumber'] as const;

/** Where the local sandbox backend learns what a confirmed test card or bank account is. */
const SANDBOX_CONFIRM_PATH = '/__sandbox/provider/confirm';

/**
 * Tells the sandbox provider the facts of what was confirmed. A 404 means no sandbox backend
 * stands behind this server (e.g. the static mocks): nothing to tell, so it still confirms.
 */
async function tellSandboxProvider(
  clientSecret: string,
  method: SandboxMethodFacts,
  text: (key: PaymentFormTextKey) => string,
): Promise<PaymentConfirmResult> {
  try {
    const response = await fetch(SANDBOX_CONFIRM_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret, method }),
    });
    if (response.ok || response.status === 404) return { ok: true };
  } catch {
    // A network failure: the same answer as a failed confirmation.
  }
  return { ok: false, message: text('confirmFailed') };
}

function firstInvalidField<Field extends string>(
  order: readonly Field[],
  errors: Partial<Record<Field, PaymentFormTextKey>>,
): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/**
 * The offline stand-in for the card provider (`paymentProvider: "sandbox"`): a plainly labelled
 * card or bank account form that accepts any valid input of a brand the portal takes. Like a card
 * provider, on confirming it tells the sandbox provider what was added (brand or bank type, card
 * type, last four digits, expiry; `sandbox-facts.ts`), never the card or account number, the
 * name, the CVC or the routing number. What is typed lives in this component's state only;
 * beyond those facts it is never logged, sent, stored or handed to the caller.
 */
export function SandboxPaymentMethodForm({
  clientSecret,
  methodType,
  text,
  ref,
}: PaymentMethodFormProps) {
  const [card, setCard] = useState<CardInput>(emptyCard);
  const [bank, setBank] = useState<BankInput>(emptyBank);
  // Messages appear once the user tried to save, then follow every change.
  const [attempted, setAttempted] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const noticeId = useId();
  const accountTypeName = useId();

  const cardErrors: CardErrors = attempted && methodType === 'card' ? validateCard(card) : {};
  const bankErrors: BankErrors = attempted && methodType === 'bank' ? validateBank(bank) : {};

  useImperativeHandle(
    ref,
    () => ({
      confirm() {
        setAttempted(true);
        const firstInvalid =
          methodType === 'card'
            ? firstInvalidField(cardOrder, validateCard(card))
            : firstInvalidField(bankOrder, validateBank(bank));
        if (firstInvalid) {
          container.current
            ?.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)
            ?.focus();
          return Promise.resolve({ ok: false, message: text('fixErrors') });
        }
        if (methodType === 'card' && isSandboxDeclined(card)) {
          return Promise.resolve({ ok: false, message: text('declined') });
        }
        const facts = methodType === 'card' ? cardFacts(card) : bankFacts(bank);
        // A card of a brand the portal does not take.
        if (!facts) return Promise.resolve({ ok: false, message: text('confirmFailed') });
        return tellSandboxProvider(clientSecret, facts, text);
      },
    }),
    [clientSecret, methodType, card, bank, text],
  );

  const error = (key: PaymentFormTextKey | undefined) => (key ? text(key) : undefined);

  return (
    <div ref={container} className="flex flex-col gap-4" data-payment-provider="sandbox">
      <p
        id={noticeId}
        className="rounded-md border-2 border-dashed border-line bg-surface-muted p-3 text-sm font-semibold"
      >
        {text('sandboxNotice')}
      </p>
      {methodType === 'card' ? (
        <fieldset className="flex flex-col gap-4" aria-describedby={noticeId}>
          <legend className="mb-2 font-semibold">{text('cardLegend')}</legend>
          <TextField
            name="name"
            label={text('cardholderName')}
            autoComplete="cc-name"
            value={card.name}
            onChange={(e) => setCard({ ...card, name: e.target.value })}
            error={error(cardErrors.name)}
          />
          <TextField
            name="number"
            label={text('cardNumber')}
            hint={text('cardNumberHint')}
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={23}
            value={card.number}
            onChange={(e) => setCard({ ...card, number: e.target.value })}
            error={error(cardErrors.number)}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              name="expiry"
              label={text('expiry')}
              hint={text('expiryHint')}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder={text('expiryPlaceholder')}
              maxLength={7}
              value={card.expiry}
              onChange={(e) => setCard({ ...card, expiry: e.target.value })}
              error={error(cardErrors.expiry)}
            />
            <TextField
              name="cvc"
              label={text('cvc')}
              hint={text('cvcHint')}
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              value={card.cvc}
              onChange={(e) => setCard({ ...card, cvc: e.target.value })}
              error={error(cardErrors.cvc)}
            />
          </div>
        </fieldset>
      ) : (
        <fieldset className="flex flex-col gap-4" aria-describedby={noticeId}>
          <legend className="mb-2 font-semibold">{text('bankLegend')}</legend>
          <TextField
            name="holder"
            label={text('accountHolder')}
            autoComplete="name"
            value={bank.holder}
            onChange={(e) => setBank({ ...bank, holder: e.target.value })}
            error={error(bankErrors.holder)}
          />
          <TextField
            name="routingNumber"
            label={text('routingNumber')}
            hint={text('routingNumberHint')}
            autoComplete="off"
            inputMode="numeric"
            maxLength={11}
            value={bank.routingNumber}
            onChange={(e) => setBank({ ...bank, routingNumber: e.target.value })}
            error={error(bankErrors.routingNumber)}
          />
          <TextField
            name="accountNumber"
            label={text('accountNumber')}
            hint={text('accountNumberHint')}
            autoComplete="off"
            inputMode="numeric"
            maxLength={21}
            value={bank.accountNumber}
            onChange={(e) => setBank({ ...bank, accountNumber: e.target.value })}
            error={error(bankErrors.accountNumber)}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{text('accountType')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(['checking', 'savings'] as const satisfies readonly BankAccountType[]).map(
                (type) => (
                  <label key={type} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name={accountTypeName}
                      value={type}
                      className="size-5 accent-brand"
                      checked={bank.accountType === type}
                      onChange={() => setBank({ ...bank, accountType: type })}
                    />
                    {text(type)}
                  </label>
                ),
              )}
            </div>
          </fieldset>
        </fieldset>
      )}
    </div>
  );
}
