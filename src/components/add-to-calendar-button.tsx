import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { saveCalendarFile, type CalendarFileEvent } from '@/lib/calendar-file';

/**
 * "Add to calendar": downloads the item as `<fileName>.ics`. The visible words open the accessible
 * name ("Add to calendar: Board meeting"), so a person who says what they see reaches it; an
 * aria-label, since a hidden span in the flex button gets a space before its colon. Words alone,
 * like the Change and Cancel buttons beside it; the event is built on press, not on every render.
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
      aria-label={`${t('addToCalendar.button')}${t('addToCalendar.what', { what })}`}
      onClick={() => {
        saveCalendarFile(event(), fileName);
      }}
    >
      {t('addToCalendar.button')}
    </Button>
  );
}
