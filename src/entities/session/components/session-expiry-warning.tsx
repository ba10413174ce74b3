import { useUnit } from 'effector-react';
import { hasCapability } from '@/lib/api/capabilities';
import { AlertDialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { serviceNow } from '@/lib/service-clock';
import { sessionApi } from '../api/session-api';
import { tokenFacts } from '../lib/token';
import { $token, loggedOut, tokenRenewed } from '../model';

/** How long before the token's `exp` the person is warned (WCAG 2.2.1: at least 20 s to act). */
export const EXPIRY_WARNING_MS = 2 * 60_000;

/** "1:59": minutes and seconds left, never below zero. */
export function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Two minutes before the session's token expires, asks whether to stay signed in (WCAG 2.2.1,
 * timing adjustable): "Stay signed in" renews the token (the same person, the same cache, so a
 * form half typed stays as it is); "Log out" ends it now. Left alone, the session ends at `exp`
 * as before (entities/session/model.ts).
 */
export function SessionExpiryWarning() {
  const { t } = useTranslation();
  const token = useUnit($token);
  const expiresAt = token ? tokenFacts(token).expiresAt : null;
  const [now, setNow] = useState(serviceNow);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [renewing, setRenewing] = useState(false);
  // The token whose renewal failed: a renewed or another token starts afresh.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const stayButton = useRef<HTMLButtonElement>(null);
  const renewable = hasCapability('sessionRenewal');
  const warnAt = expiresAt === null ? null : expiresAt - EXPIRY_WARNING_MS;
  const warning = warnAt !== null && now >= warnAt && dismissedFor !== token;

  // One timer to the warning, then a tick a second for the countdown while it shows.
  useEffect(() => {
    if (warnAt === null) return;
    const delay = warning ? 1000 : warnAt - serviceNow();
    // A timer cannot wait past about 24.8 days; such a token is far from its warning.
    if (delay > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setNow(serviceNow()), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [warnAt, warning, now]);

  if (!warning || expiresAt === null || token === null) return null;

  const stay = async () => {
    if (renewing) return;
    setRenewing(true);
    setFailedFor(null);
    try {
      const renewed = await sessionApi.renew();
      tokenRenewed(renewed);
    } catch {
      setFailedFor(token);
    } finally {
      setRenewing(false);
    }
  };

  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) setDismissedFor(token);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content
          // Staying is the safe choice here (an alert dialog focuses Cancel, which logs out).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            stayButton.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-5 text-ink shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">
            {t('sessionExpiry.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2">
            {t(renewable ? 'sessionExpiry.description' : 'sessionExpiry.descriptionNoRenewal', {
              time: timeLeft(expiresAt - now),
            })}
          </AlertDialog.Description>
          {failedFor === token ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {t('sessionExpiry.failed')}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" onClick={() => loggedOut()}>
                {t('sessionExpiry.logOut')}
              </Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: the dialog stays open until the renewal is in. Without
                the sessionRenewal capability the warning is only that: the person closes it. */}
            {renewable ? (
              <Button
                ref={stayButton}
                disabled={renewing}
                aria-disabled={renewing}
                onClick={() => void stay()}
              >
                {renewing ? t('sessionExpiry.staying') : t('sessionExpiry.stay')}
              </Button>
            ) : (
              <Button ref={stayButton} onClick={() => setDismissedFor(token)}>
                {t('sessionExpiry.understood')}
              </Button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
