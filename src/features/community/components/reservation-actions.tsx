import { SlotOption } from './slot-option';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { MimicReason, useBlockedByMimic } from '@/entities/session/components/mimic';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import {
  useAmenities,
  useCancelReservation,
  useMoveReservation,
  type Reservation,
} from '../api/community-api';
import { formatLongDay, formatTimeRange } from '../lib/format';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { communityWording } from '../lib/problems';
import {
  isCalendarDate,
  isPastDate,
  refusedKey,
  slotKey,
  slotUnavailable,
  toReservationMove,
  type Now,
  type SlotKey,
} from '../lib/reservations';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

/** What a change said on success, for the list's status line. */
export type ReservationChanged =
  { kind: 'cancelled'; reservation: Reservation } | { kind: 'moved'; reservation: Reservation };

interface ReservationActionsProps {
  associationId: number;
  reservation: Reservation;
  now: Now;
  /** Whether the amenity lets a reservation move (`Amenity.movable`) and it has not started. */
  movable: boolean;
  onChanged: (change: ReservationChanged) => void;
}

/**
 * Issue 22 item 8: cancel (after a confirmation) or move a tentative or confirmed reservation.
 * One request per press; a failure is said beside the buttons (cancel) or in the dialog (move)
 * with its Error ID; a staff member mimicking the homeowner cannot change their reservations.
 */
export function ReservationActions(props: ReservationActionsProps) {
  const { associationId, reservation, now, movable, onChanged } = props;
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  const blocked = useBlockedByMimic();
  const cancel = useCancelReservation(associationId);
  const flight = useSingleFlight();
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const id = useId();
  const mimicId = `${id}-mimic`;
  const problemId = `${id}-problem`;
  const when = `${formatLongDay(reservation.date, locale)}, ${formatTimeRange(reservation.startTime, reservation.endTime, locale)}`;

  const confirmCancel = () => {
    if (flight.isBusy() || blocked) return;
    setProblem(null);
    // The promise rather than mutate's callbacks: the cache update takes this card (and this
    // component) away before those would run, and the list still has to say what happened.
    void flight.run(() =>
      cancel.mutateAsync(reservation).then(
        () => onChanged({ kind: 'cancelled', reservation }),
        (error: unknown) => setProblem(describeProblem(error)),
      ),
    );
  };

  const describedBy = [blocked ? mimicId : null, problem ? problemId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {movable ? (
          <Button
            variant="secondary"
            disabled={blocked || cancel.isPending}
            aria-describedby={describedBy || undefined}
            onClick={() => {
              setProblem(null);
              setMoving(true);
            }}
          >
            {t('reservationActions.move')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={blocked || cancel.isPending}
          aria-describedby={describedBy || undefined}
          onClick={() => {
            setProblem(null);
            setConfirming(true);
          }}
        >
          {cancel.isPending ? t('reservationActions.cancelling') : t('reservationActions.cancel')}
        </Button>
      </div>
      <MimicReason id={mimicId} />
      <ProblemMessage id={problemId} problem={problem} wording={reservationWording(t)} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('reservationActions.cancelTitle')}
        description={isolate((v) => t('reservationActions.cancelBody', { ...v, when }), {
          amenity: reservation.amenityName,
        })}
        cancelLabel={t('reservationActions.keep')}
        actionLabel={t('reservationActions.cancelConfirm')}
        actionVariant="danger"
        onAction={confirmCancel}
      />
      {moving ? (
        <MoveDialog
          associationId={associationId}
          reservation={reservation}
          now={now}
          when={when}
          onClose={() => setMoving(false)}
          onMoved={(moved) => {
            setMoving(false);
            onChanged({ kind: 'moved', reservation: moved });
          }}
        />
      ) : null}
    </div>
  );
}

/** The reservation's own words for failures the shared texts word for new reservations. */
/** A missing reservation is not a missing amenity. */
function reservationWording(t: (key: string) => string) {
  return communityWording(t, { notFound: t('reservationActions.notFound') });
}

interface MoveDialogProps {
  associationId: number;
  reservation: Reservation;
  now: Now;
  when: string;
  onClose: () => void;
  onMoved: (moved: Reservation) => void;
}

/**
 * Another day and a free slot of the same amenity. The day's slots come from the amenities
 * listing; a slot the service refuses (409) is marked taken for the rest of the visit.
 */
function MoveDialog({ associationId, reservation, now, when, onClose, onMoved }: MoveDialogProps) {
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  const move = useMoveReservation(associationId);
  const blocked = useBlockedByMimic();
  const flight = useSingleFlight();
  const [date, setDate] = useState(reservation.date);
  const [slot, setSlot] = useState<SlotKey | undefined>(undefined);
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => new Set());
  const [slotError, setSlotError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const slots = useRef<HTMLFieldSetElement>(null);
  const id = useId();

  const usableDate = isCalendarDate(date) && !isPastDate(date, now) ? date : undefined;
  const amenities = useAmenities(associationId, usableDate ?? now.date);
  const listed = amenities.data && !amenities.isPlaceholderData && usableDate !== undefined;
  const amenity = listed
    ? amenities.data.find((candidate) => candidate.id === reservation.amenityId)
    : undefined;
  const isCurrent = (key: SlotKey) =>
    usableDate === reservation.date &&
    key === slotKey({ startTime: reservation.startTime, endTime: reservation.endTime });

  const focusFirstSlot = () =>
    slots.current?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus();
  // Bumped after a 409: focus goes to the free slots once the refused one shows as taken.
  const [focusSlots, setFocusSlots] = useState(0);
  useEffect(() => {
    if (focusSlots > 0) focusFirstSlot();
  }, [focusSlots]);

  const submit = () => {
    if (flight.isBusy() || blocked) return;
    setProblem(null);
    const badDate = !date
      ? t('validation.dateRequired')
      : !isCalendarDate(date)
        ? t('validation.dateInvalid')
        : isPastDate(date, now)
          ? t('validation.datePast')
          : null;
    setDateError(badDate);
    if (badDate) {
      dateField.current?.focus();
      return;
    }
    const body = toReservationMove(usableDate, slot);
    if (!body) {
      setSlotError(t('validation.slotRequired'));
      focusFirstSlot();
      return;
    }
    setSlotError(null);
    flight.mutate(
      move,
      { reservation, move: body },
      {
        onSuccess: onMoved,
        onError: (error) => {
          const found = describeProblem(error);
          if (found.kind === 'conflict') {
            setRefused((known) =>
              new Set(known).add(
                refusedKey(reservation.amenityId, body.date, `${body.startTime}-${body.endTime}`),
              ),
            );
            setSlot(undefined);
            setSlotError(t('problems.slotTaken'));
            setFocusSlots((count) => count + 1);
          }
          setProblem(found.kind === 'conflict' ? null : found);
        },
      },
    );
  };

  let slotList;
  if (usableDate === undefined) {
    slotList = <p className="text-sm text-ink-muted">{t('reservationActions.chooseDate')}</p>;
  } else if (amenities.isError && !listed) {
    slotList = (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p role="alert">{t('reservation.amenitiesFailed')}</p>
        <Button variant="secondary" onClick={() => void amenities.refetch()}>
          {t('errors.tryAgain')}
        </Button>
      </div>
    );
  } else if (!listed) {
    slotList = (
      <p role="status" className="text-sm text-ink-muted">
        {t('reservation.loadingSlots')}
      </p>
    );
  } else if (!amenity || amenity.movable !== true) {
    slotList = <p className="text-sm">{t('reservationActions.notMovable')}</p>;
  } else if (amenity.slots.length === 0) {
    slotList = <p className="text-sm">{t('reservation.noSlots')}</p>;
  } else {
    slotList = (
      <div className="flex flex-col gap-1">
        {amenity.slots.map((option, index) => {
          const key = slotKey(option);
          const reason = isCurrent(key)
            ? 'current'
            : slotUnavailable(option, usableDate, now, refused, reservation.amenityId);
          return (
            <SlotOption
              key={key}
              id={`${id}-slot-${String(index)}`}
              name={`${id}-slot`}
              value={key}
              checked={slot === key}
              disabled={move.isPending}
              time={formatTimeRange(option.startTime, option.endTime, locale)}
              unavailableBecause={
                reason === null
                  ? null
                  : reason === 'current'
                    ? t('reservationActions.currentSlot')
                    : t(`reservation.unavailable.${reason}`)
              }
              describedBy={slotError ? `${id}-slot-error` : undefined}
              onPick={() => {
                setSlot(key);
                setSlotError(null);
              }}
            />
          );
        })}
      </div>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !move.isPending) onClose();
      }}
    >
      <DialogContent
        title={t('reservationActions.moveTitle')}
        description={isolate((v) => t('reservationActions.moveBody', { ...v, when }), {
          amenity: reservation.amenityName,
        })}
      >
        <form
          noValidate
          className="mt-3 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-date`} className="text-sm font-medium">
              {t('reservationActions.newDate')}
            </label>
            <input
              ref={dateField}
              id={`${id}-date`}
              type="date"
              min={now.date}
              value={date}
              disabled={move.isPending}
              onChange={(event) => {
                setDate(event.target.value);
                setSlot(undefined);
                setDateError(null);
                setSlotError(null);
              }}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `${id}-date-error` : undefined}
              className={cn(
                'min-h-11 max-w-xs rounded-md border bg-surface px-3 text-base',
                dateError ? 'border-danger' : 'border-line',
              )}
            />
            {dateError ? (
              <p id={`${id}-date-error`} className="text-sm text-danger">
                {dateError}
              </p>
            ) : null}
          </div>
          <fieldset ref={slots} className="flex flex-col gap-1">
            <legend className={cn('mb-1 text-sm font-medium', slotError && 'text-danger')}>
              {t('reservationActions.newSlot')}
            </legend>
            {slotList}
            {slotError ? (
              <p id={`${id}-slot-error`} role="alert" className="text-sm text-danger">
                {slotError}
              </p>
            ) : null}
          </fieldset>
          <ProblemMessage id={`${id}-problem`} problem={problem} wording={reservationWording(t)} />
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary" disabled={move.isPending}>
                {t('reservationActions.keepAsIs')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={move.isPending || blocked}>
              {move.isPending
                ? t('reservationActions.moving')
                : t('reservationActions.moveConfirm')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
