import { CalendarDays, Clock, Users, type LucideIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CalendarItem, CalendarItemKind } from '../lib/calendar';
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
    <Dialog.Root
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-lg bg-surface p-5 text-ink shadow-xl"
        >
          {item ? (
            <>
              <Dialog.Title className="text-lg font-semibold [overflow-wrap:anywhere]">
                {item.title}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-ink-muted">
                {t(`calendar.kinds.${item.kind}`)}
              </Dialog.Description>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-ink-muted">{t('calendar.details.when')}</dt>
                <dd>
                  {item.endDay !== item.startDay
                    ? t('calendar.details.dayRange', {
                        first: formatLongDay(item.startDay, locale),
                        last: formatLongDay(item.endDay, locale),
                      })
                    : formatLongDay(item.startDay, locale)}
                  <br />
                  {time(item)}
                </dd>
                {item.location ? (
                  <>
                    <dt className="text-ink-muted">{t('calendar.details.where')}</dt>
                    <dd className="[overflow-wrap:anywhere]">{item.location}</dd>
                  </>
                ) : null}
                {item.reservationStatus ? (
                  <>
                    <dt className="text-ink-muted">{t('calendar.details.status')}</dt>
                    <dd>
                      <ReservationStatusBadge status={item.reservationStatus} />
                    </dd>
                  </>
                ) : null}
              </dl>
              {item.description ? (
                <p className="whitespace-pre-line [overflow-wrap:anywhere]">{item.description}</p>
              ) : null}
              {item.decisionNote ? (
                <p className="text-sm [overflow-wrap:anywhere]">
                  <span className="font-medium">{t('reservations.decisionNote')}</span>{' '}
                  {item.decisionNote}
                </p>
              ) : null}
              <div className="flex justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary">{t('calendar.details.close')}</Button>
                </Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
