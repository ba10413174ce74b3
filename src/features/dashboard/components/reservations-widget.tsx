import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { useTranslation } from 'react-i18next';
import { isPlaceholderProperty } from '@/entities/session/lib/properties';
import type { Property } from '@/entities/session/api/session-api';
import { useOffered } from '@/entities/session/queries';
import { formatCalendarDate } from '@/lib/dates';
import type { ReservationStatus } from '../api/dashboard-api';
import { reservationsQueryOptions } from '../api/widget-queries';
import { recentReservations, WIDGET_ITEMS } from '../lib/recent';
import { RECENT_DAYS } from '../lib/windows';
import { EmptyState, linkClass, Tag, Widget, widgetLoad } from './widget';

const statusTone: Record<ReservationStatus, 'brand' | 'muted' | 'danger'> = {
  tentative: 'muted',
  confirmed: 'brand',
  declined: 'danger',
};

/**
 * SPEC §2 and §9: the reservations made for the selected property's owner at its association in
 * the last 30 days. A placeholder property has no owner, so it has no reservations.
 */
export function ReservationsWidget({
  property,
  today,
}: {
  property: Property | null;
  today: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.resolvedLanguage ?? 'en';
  const calendarOffered = useOffered({ page: 'calendar' });
  const owner = property && !isPlaceholderProperty(property) ? property : null;
  const reservations = useQuery({
    ...reservationsQueryOptions(owner?.associationId ?? 0, owner?.ownerId ?? 0, today),
    enabled: owner !== null,
  });
  const items = owner
    ? recentReservations(reservations.data ?? [], owner.associationId, owner.ownerId, today)
    : [];
  // Booking is the reservations capability; the list itself is the spec's.
  const reserve = hasCapability('reservations') ? (
    <Link to="/community/new-request" className={linkClass}>
      {t('reservations.new')}
    </Link>
  ) : null;

  return (
    <Widget
      title={t('reservations.title')}
      load={widgetLoad(reservations)}
      failedText={t('reservations.failed')}
      footer={
        <>
          {calendarOffered ? (
            <Link to="/community/calendar" className={linkClass}>
              {t('reservations.calendar')}
            </Link>
          ) : null}
          {items.length > 0 ? reserve : null}
        </>
      }
    >
      {items.length === 0 ? (
        <EmptyState text={t('reservations.empty', { days: RECENT_DAYS })} action={reserve} />
      ) : (
        <ul className="divide-y divide-line">
          {items.slice(0, WIDGET_ITEMS).map((reservation) => (
            <li key={reservation.id} className="py-2">
              <div className="flex flex-wrap items-center gap-x-2">
                <span className="font-medium [overflow-wrap:anywhere]">
                  {reservation.amenityName}
                </span>
                <Tag tone={statusTone[reservation.status]}>
                  {t(`reservations.status.${reservation.status}`)}
                </Tag>
              </div>
              <p className="text-sm text-ink-muted">
                {t('reservations.when', {
                  date: formatCalendarDate(reservation.date, locale),
                  start: reservation.startTime,
                  end: reservation.endTime,
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
