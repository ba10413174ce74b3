import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmenities, useReservations } from '../api/community-api';
import { reservationItem } from '../lib/calendar';
import { formatLongDay, formatTimeRange } from '../lib/format';
import { sortReservations } from '../lib/requests';
import { canMove, isChangeable, nowAt } from '../lib/reservations';
import { AddToCalendar } from './add-to-calendar';
import { ReservationActions, type ReservationChanged } from './reservation-actions';
import { LoadError } from '@/components/load-error';
import { ReservationStatusBadge } from './status-badge';
import { CARD, TEXT_LINK } from './styles';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

interface ReservationListProps {
  associationId: number;
  ownerId: number | null;
}

/** Issue 10 item 3: the homeowner's reservations, each status in words and an icon. */
export function ReservationList({ associationId, ownerId }: ReservationListProps) {
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  const headingId = useId();
  const reservations = useReservations(associationId, ownerId);
  // Today is fixed for the visit, so what can change does not move under the person's feet.
  const [now] = useState(() => nowAt(new Date()));
  // Whether an amenity lets a reservation move does not depend on the day listed.
  const amenities = useAmenities(associationId, now.date);
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<ReactNode>('');
  const changed = (change: ReservationChanged) => {
    const { reservation } = change;
    const when = `${formatLongDay(reservation.date, locale)}, ${formatTimeRange(reservation.startTime, reservation.endTime, locale)}`;
    setNotice(
      isolate((v) => t(`reservationActions.${change.kind}`, { ...v, when }), {
        amenity: reservation.amenityName,
      }),
    );
    // A cancelled card leaves the list: focus goes to its heading rather than to nothing.
    if (change.kind === 'cancelled') heading.current?.focus();
  };

  let body;
  if (ownerId === null || ownerId <= 0) {
    body = <p>{t('reservations.noProperty')}</p>;
  } else if (reservations.isError) {
    body = (
      <LoadError
        message={t('reservations.loadError')}
        error={reservations.error}
        onRetry={() => void reservations.refetch()}
        retrying={reservations.isFetching}
      />
    );
  } else if (!reservations.data) {
    body = <LoadingStatus>{t('reservations.loading')}</LoadingStatus>;
  } else if (reservations.data.length === 0) {
    body = <p>{t('reservations.none')}</p>;
  } else {
    body = (
      <ul aria-labelledby={headingId} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {sortReservations(reservations.data).map((reservation) => (
          <li key={reservation.id} className={`${CARD} flex flex-col gap-2`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold">{reservation.amenityName}</h3>
              <ReservationStatusBadge status={reservation.status} />
            </div>
            <p className="text-sm">
              {formatLongDay(reservation.date, locale)}
              <br />
              {formatTimeRange(reservation.startTime, reservation.endTime, locale)}
            </p>
            {reservation.notes ? (
              <p className="text-sm [overflow-wrap:anywhere]">
                <span className="font-medium">{t('reservations.yourNotes')}</span>{' '}
                {reservation.notes}
              </p>
            ) : null}
            {reservation.decisionNote ? (
              <p className="text-sm [overflow-wrap:anywhere]">
                <span className="font-medium">{t('reservations.decisionNote')}</span>{' '}
                {reservation.decisionNote}
              </p>
            ) : reservation.status === 'tentative' ? (
              <p className="text-sm text-ink-muted">{t('reservations.awaiting')}</p>
            ) : null}
            {reservation.status === 'confirmed' ? (
              <div>
                <AddToCalendar item={reservationItem(reservation)} />
              </div>
            ) : null}
            {isChangeable(reservation, now) ? (
              <ReservationActions
                associationId={associationId}
                reservation={reservation}
                now={now}
                movable={canMove(reservation, amenities.data, now)}
                onChanged={changed}
              />
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          {t('reservations.heading')}
        </h2>
        {hasCapability('reservations') ? (
          <Link to="/community/new-request" search={{ form: 'reservation' }} className={TEXT_LINK}>
            {t('reservations.reserve')}
          </Link>
        ) : null}
      </div>
      <p role="status" className="text-sm font-medium empty:sr-only">
        {notice}
      </p>
      {body}
    </section>
  );
}
