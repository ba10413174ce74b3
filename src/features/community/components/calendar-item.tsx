import { CalendarDays, Clock, Users, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DescriptionList } from '@/components/ui/description-list';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { canAddToCalendar, type CalendarItem, type CalendarItemKind } from '../lib/calendar';
import { AddToCalendar } from './add-to-calendar';
import { formatLongDay, formatTimeOfDay, formatTimeRange } from '../lib/format';
import { ReservationStatusBadge } from './status-badge';

export const KIND_ICONS: Record<CalendarItemKind, LucideIcon> = {
  event: CalendarDays,
  meeting: Users,
  reservation: Clock,
};

/** "6:30 PM – 8:30 PM" or "All day". */
export function useItemTime() {
  const { t, i18n } = useTranslation('community');
  return (item: CalendarItem) =>
    item.allDay || !item.startTime
      ? t('calendar.allDay')
      : item.endTime
        ? formatTimeRange(item.startTime, item.endTime, i18n.language)
        : formatTimeOfDay(item.startTime, i18n.language);
}

/** One event or reservation in a list; pressing it opens its details. */
export function CalendarItemButton({
  item,
  onOpen,
  compact = false,
}: {
  item: CalendarItem;
  onOpen: (item: CalendarItem) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('community');
  const time = useItemTime();
  const Icon = KIND_ICONS[item.kind];
  return (
    <button
      type="button"
      onClick={() => {
        onOpen(item);
      }}
      className={cn(
        'flex min-h-11 w-full items-start gap-2 rounded-md border border-line bg-surface text-left hover:bg-surface-muted',
        compact ? 'p-1.5 text-sm' : 'p-2',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium [overflow-wrap:anywhere]">{item.title}</span>
        <span className="text-sm text-ink-muted">
          {time(item)} · {t(`calendar.kinds.${item.kind}`)}
        </span>
        {item.reservationStatus ? (
          <span>
            <ReservationStatusBadge status={item.reservationStatus} inline={compact} />
          </span>
        ) : null}
      </span>
    </button>
  );
}

/** The details of an event or reservation, in a dialog. */
export function CalendarItemDialog({
  item,
  onClose,
}: {
  item: CalendarItem | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  const time = useItemTime();
  // Opened from a list rather than a Dialog.Trigger: focus goes back to whatever opened it.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title={item?.title}
        description={item ? t(`calendar.kinds.${item.kind}`) : null}
        onOpenAutoFocus={() => {
          returnTo.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnTo.current?.focus();
        }}
      >
        {item ? (
          <div className="mt-3 flex flex-col gap-3">
            <DescriptionList
              items={[
                [
                  t('calendar.details.when'),
                  <>
                    {item.endDay !== item.startDay
                      ? t('calendar.details.dayRange', {
                          first: formatLongDay(item.startDay, locale),
                          last: formatLongDay(item.endDay, locale),
                        })
                      : formatLongDay(item.startDay, locale)}
                    <br />
                    {time(item)}
                  </>,
                ],
                [t('calendar.details.where'), item.location],
                [
                  t('calendar.details.status'),
                  item.reservationStatus ? (
                    <ReservationStatusBadge status={item.reservationStatus} />
                  ) : null,
                ],
              ]}
            />
            {item.description ? (
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{item.description}</p>
            ) : null}
            {item.decisionNote ? (
              <p className="text-sm [overflow-wrap:anywhere]">
                <span className="font-medium">{t('reservations.decisionNote')}</span>{' '}
                {item.decisionNote}
              </p>
            ) : null}
            <DialogActions>
              {canAddToCalendar(item) ? <AddToCalendar item={item} /> : null}
              <DialogClose asChild>
                <Button variant="secondary">{t('calendar.details.close')}</Button>
              </DialogClose>
            </DialogActions>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
