// The reads every signed-in page waits for on a reload (SPEC §4: the user, the accounts and the
// payment data together; the settings and securities beside them), sent by the boot script while
// the HTML is parsed, so their answers are there when the app's code arrives and its queries ask
// (src/lib/api/early-reads.ts). The addresses are the generated clients' own, with the params the
// queries use; the future payments are left out, their address carries the moment they are asked.
import { getListAccountsUrl } from '@generated/connect-payments/hooks/accounts/accounts';
import { getListAutoDraftEnrollmentsUrl } from '@generated/connect-payments/hooks/auto-draft/auto-draft';
import { getListPaymentMethodsUrl } from '@generated/connect-payments/hooks/payment-methods/payment-methods';
import { getListRecurringPaymentsUrl } from '@generated/connect-payments/hooks/recurring-payments/recurring-payments';
import { getGetHomeSettingsUrl } from '@generated/users/hooks/settings/settings';
import { getGetSecurityUrl, getGetUserByIdUrl } from '@generated/users/hooks/users/users';
import { accountsParams } from '@/entities/account/api/accounts-params';
import { autoDraftEnrollmentsParams } from '@/entities/payment-data/lib/payment-data';
import { tokenFacts } from '@/entities/session/lib/token';
import { sendEarlyRead } from '@/lib/api/early-reads';
import { serviceAndPath, serviceUrl } from '@/lib/api/services';
import { parseRuntimeConfig, RUNTIME_CONFIG_URL } from './config';

/** The generated addresses (`users:/Users/1001`) of the reads a reload of `userId`'s session sends. */
export function startUpReadAddresses(userId: number): string[] {
  return [
    getGetUserByIdUrl(userId),
    getGetHomeSettingsUrl(),
    getGetSecurityUrl(),
    getListAccountsUrl(accountsParams),
    getListAutoDraftEnrollmentsUrl(autoDraftEnrollmentsParams),
    getListPaymentMethodsUrl(),
    getListRecurringPaymentsUrl(),
  ];
}

/**
 * Sends config.json's read and, once its service addresses are in, the session's start-up reads
 * with `token`. A configuration the app would refuse sends nothing more: the app says why.
 */
export async function sendStartUpReads(token: string): Promise<void> {
  const { userId } = tokenFacts(token);
  if (userId === null) return;
  try {
    // A copy of the answer: the app reads the original (src/app/config.ts).
    const response = (await sendEarlyRead(RUNTIME_CONFIG_URL, null, null)).clone();
    if (!response.ok) return;
    const { services } = parseRuntimeConfig(await response.json());
    for (const address of startUpReadAddresses(userId)) {
      const target = serviceAndPath(address);
      if (target) void sendEarlyRead(serviceUrl(services[target.service], target.path), token);
    }
  } catch {
    // No early reads: the app sends its own, and says what went wrong.
  }
}
