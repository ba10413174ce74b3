import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { saveCalendarFile, type CalendarFileEvent } from '@/lib/calendar-file';

/**
 * "Add to calendar": downloads the item as `<fileName>.ics`. The visible words come first in the
 * accessible name ("Add to calendar: Board meeting"), so a person who says what they see reaches
 * it. The event is built on press, not on every render.
 */
export function AddToCalendarButton({
  what,
  event,
  fileName,
  className,
}: {
  /** What it adds, for the accessible name: the event's title, the payment's summary. */
  what: string;
  event: () => CalendarFileEvent;
  fileName: string;
  className?: string | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="secondary"
      className={className}
      onClick={() => {
        saveCalendarFile(event(), fileName);
      }}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('addToCalendar.button')}
      <span className="sr-only">{t('addToCalendar.what', { what })}</span>
    </Button>
  );
}
