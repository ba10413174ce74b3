import { useTranslation } from 'react-i18next';
import { deviceClockOffset } from '@/lib/service-clock';

/** Whole hours from 90 minutes on, else minutes: "about 2 hours", "about 40 minutes". */
function roughDuration(ms: number, language: string): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const [value, unit] = minutes >= 90 ? [Math.round(minutes / 60), 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

/**
 * Says in words that the device's clock is far off the service's (a sign-in measured it), so a
 * person is never told "expired" for their clock's sake, and knows why other apps' times are off.
 */
export function ClockOffNotice() {
  const { t, i18n } = useTranslation('auth');
  const offset = deviceClockOffset();
  if (offset === null) return null;
  return (
    <p role="note" className="mb-4 rounded-md border border-line bg-surface p-3 text-sm">
      {t(offset > 0 ? 'clockOff.ahead' : 'clockOff.behind', {
        amount: roughDuration(offset, i18n.language),
      })}
    </p>
  );
}
