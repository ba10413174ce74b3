/**
 * The error codes of the contracts (openapi/*.yaml) that the screens know: the one table of
 * them. A screen words or acts on a code by its name here, never by the literal.
 */
export const ERROR_CODES = {
  invalidCredentials: 'AU001',
  noAccount: 'AU002',
  emailInUse: 'AU003',
  resetTokenExpired: 'AU005',
  paymentsBlocked: 'PA010',
  methodUnavailable: 'PA020',
  recentPayment: 'PA030',
  /** A confirmation of the setup is still under way (a second tab, a retry): its result comes later. */
  confirmationInProgress: 'PA031',
  primaryEmailMissing: 'PA037',
  sameDayCancel: 'PA040',
  changeDeadline: 'PA050',
  nameExists: 'DC001',
  fileTooLarge: 'DC002',
  slotTaken: 'RS001',
  uploadFailed: 'RQ500',
  messageSendFailed: 'AR500',
  linkExpired: 'EP010',
  linkUsed: 'EP011',
  linkInvalid: 'EP404',
  /** SPEC §8: the Error Code shown for a failure that carried none (ours, or a bare 5xx). */
  frontEndDefault: 'FE001',
} as const;

export type KnownErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The codes SPEC §8 words in its catalogue (`errors:main.exceptions.<code>`, en and es): a 4xx
 * with one of them says the catalogue's text, in the reader's language, wherever it happens.
 */
export const CATALOGUED_CODES: ReadonlySet<string> = new Set<KnownErrorCode>([
  ERROR_CODES.invalidCredentials,
  ERROR_CODES.noAccount,
  ERROR_CODES.emailInUse,
  ERROR_CODES.resetTokenExpired,
  ERROR_CODES.paymentsBlocked,
  ERROR_CODES.methodUnavailable,
  ERROR_CODES.recentPayment,
  ERROR_CODES.primaryEmailMissing,
  ERROR_CODES.sameDayCancel,
  ERROR_CODES.changeDeadline,
]);

/** What a code means whatever status it came with: a name taken is a conflict even as a 400. */
export const CODE_KINDS: Readonly<Partial<Record<string, 'conflict' | 'tooLarge'>>> = {
  [ERROR_CODES.nameExists]: 'conflict',
  [ERROR_CODES.slotTaken]: 'conflict',
  [ERROR_CODES.fileTooLarge]: 'tooLarge',
};

export function isKnownErrorCode(code: string | undefined): code is KnownErrorCode {
  return code !== undefined && (Object.values(ERROR_CODES) as string[]).includes(code);
}
