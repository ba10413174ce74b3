import { useTranslation } from 'react-i18next';
import { AddToCalendarButton } from '@/components/add-to-calendar-button';
import {
  calendarFileEvent,
  calendarFileName,
  calendarFileTitle,
  type CalendarItem,
} from '../lib/calendar';

/** Downloads a calendar item (an event, a meeting, a confirmed reservation) as an .ics file. */
export function AddToCalendar({ item }: { item: CalendarItem }) {
  const { t } = useTranslation('community');
  return (
    <AddToCalendarButton
      what={calendarFileTitle(item, t)}
      event={() => calendarFileEvent(item, t)}
      fileName={calendarFileName(item, t)}
    />
  );
}
