/**
 * The express checkout's epay token (SPEC §3 "Express checkout", §7 "Express pay"). It is held in
 * memory for the open checkout only: never in storage, a URL or a log, and never the user token.
 * main.tsx hands `getEpayToken` to `configureApi`, and only the express-pay fetcher asks for it
 * (`serviceTokenKind` in services.ts); every other service keeps sending the user token.
 */
let current: string | null = null;

export function setEpayToken(token: string): void {
  current = token.length > 0 ? token : null;
}

export function getEpayToken(): string | null {
  return current;
}

export function clearEpayToken(): void {
  current = null;
}
