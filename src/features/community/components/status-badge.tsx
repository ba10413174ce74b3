import {
  CircleCheck,
  CircleDot,
  CirclePause,
  CircleX,
  Hourglass,
  LoaderCircle,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { RequestStatus, ReservationStatus } from '../api/community-api';

// Statuses are told by their word and their icon; the colour only repeats them (issue 10 item 3:
// "shown distinctly, not by colour alone").

const REQUEST_ICONS: Record<RequestStatus, LucideIcon> = {
  open: CircleDot,
  inProgress: LoaderCircle,
  onHold: CirclePause,
  closed: CircleCheck,
};

const RESERVATION_ICONS: Record<ReservationStatus, LucideIcon> = {
  tentative: Hourglass,
  confirmed: CircleCheck,
  declined: CircleX,
};

const RESERVATION_TONES: Record<ReservationStatus, string> = {
  tentative: 'border-line bg-surface-muted',
  confirmed: 'border-success bg-surface',
  declined: 'border-danger bg-surface',
};

const BADGE =
  'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-medium';

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('community');
  const Icon = REQUEST_ICONS[status];
  return (
    <span
      className={cn(
        BADGE,
        status === 'closed' ? 'border-line bg-surface-muted' : 'border-brand bg-surface',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`requestStatuses.${status}`)}
    </span>
  );
}

export function ReservationStatusBadge({
  status,
  inline = false,
}: {
  status: ReservationStatus;
  /** Icon and word without the pill, for narrow places (it may wrap). */
  inline?: boolean;
}) {
  const { t } = useTranslation('community');
  const Icon = RESERVATION_ICONS[status];
  return (
    <span
      className={
        inline
          ? 'inline-flex items-center gap-1 text-sm font-medium'
          : cn(BADGE, RESERVATION_TONES[status])
      }
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'size-4 shrink-0',
          status === 'confirmed' && 'text-success',
          status === 'declined' && 'text-danger',
        )}
      />
      {t(`reservationStatuses.${status}`)}
    </span>
  );
}
