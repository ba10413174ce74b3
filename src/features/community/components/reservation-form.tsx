import type { CustomValidator, ErrorSchema } from '@rjsf/utils';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { formSchema, formUiSchema, SchemaForm } from '@/components/schema-form';
import { Button } from '@/components/ui/button';
import schemaJson from '../../../../forms/reservation-request.schema.json';
import uiJson from '../../../../forms/reservation-request.ui.json';
import { useAmenities, useCreateReservation, type Reservation } from '../api/community-api';
import { formatLongDay, formatTimeRange } from '../lib/format';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { communityWording } from '../lib/problems';
import {
  isCalendarDate,
  isPastDate,
  nowAt,
  refusedKey,
  reservationProblems,
  toReservationCreate,
  type ReservationFormData,
} from '../lib/reservations';
import {
  AmenityWidget,
  amenityById,
  ReservationDateWidget,
  ReservationFormProvider,
  SlotWidget,
  type ReservationFormState,
} from './reservation-widgets';
import { ReservationStatusBadge } from './status-badge';
import { CARD, LINK_BUTTON } from './styles';
import { useSingleFlight } from '@/lib/use-single-flight';

const schema = formSchema(schemaJson);
const uiSchema = formUiSchema<ReservationFormData>(uiJson);
const widgets = {
  amenity: AmenityWidget,
  reservationDate: ReservationDateWidget,
  slot: SlotWidget,
};

interface ReservationFormProps {
  associationId: number;
  /** The selected property; null or a placeholder (≤ 0) sends none (the service defaults it). */
  propertyId: number | null;
}

/** Issue 10 items 2 and 3: reserve an amenity's time slot on a day, taken slots refused. */
export function ReservationForm(props: ReservationFormProps) {
  const [created, setCreated] = useState<Reservation | null>(null);
  const [formKey, setFormKey] = useState(0);
  if (created)
    return (
      <ReservationCreated
        reservation={created}
        onAnother={() => {
          setCreated(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  return <ReservationRequestForm key={formKey} {...props} onCreated={setCreated} />;
}

function ReservationRequestForm({
  associationId,
  propertyId,
  onCreated,
}: ReservationFormProps & { onCreated: (reservation: Reservation) => void }) {
  const { t } = useTranslation('community');
  // Today is fixed for the visit, so "not in the past" does not move under the person's feet.
  const [now] = useState(() => nowAt(new Date()));
  const [amenityId, setAmenityId] = useState<number | undefined>(undefined);
  const [date, setDate] = useState<string | undefined>(undefined);
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => new Set());
  const [slotTaken, setSlotTaken] = useState(false);
  const [focusSlots, setFocusSlots] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const flight = useSingleFlight();
  const create = useCreateReservation(associationId);

  const usableDate = date && isCalendarDate(date) && !isPastDate(date, now) ? date : undefined;
  const amenities = useAmenities(associationId, usableDate ?? now.date);
  const listedDate =
    amenities.data && !amenities.isPlaceholderData ? (usableDate ?? now.date) : null;

  const state: ReservationFormState = useMemo(
    () => ({
      now,
      amenities: amenities.data,
      listedDate,
      failed: amenities.isError,
      retry: () => void amenities.refetch(),
      amenityId,
      date: usableDate,
      refused,
      onAmenityChange: (next) => {
        setAmenityId(next);
        setSlotTaken(false);
      },
      onDateChange: (next) => {
        setDate(next);
        setSlotTaken(false);
      },
      onSlotPicked: () => {
        setSlotTaken(false);
      },
      focusSlots,
    }),
    [now, amenities, listedDate, amenityId, usableDate, refused, focusSlots],
  );

  // The form's own rules beyond the schema: no day in the past, no slot that cannot be booked.
  const customValidate: CustomValidator<ReservationFormData> = (data, errors) => {
    const form = data ?? {};
    const slots =
      listedDate !== null && listedDate === form.date
        ? amenityById(amenities.data, form.amenityId)?.slots
        : undefined;
    const found = reservationProblems(form, now, slots, refused);
    if (found.date) errors.date?.addError('community:validation.datePast');
    if (found.slot === 'taken') errors.slot?.addError('community:problems.slotTaken');
    else if (found.slot) errors.slot?.addError('community:validation.slotRequired');
    return errors;
  };

  const submit = (form: ReservationFormData) => {
    if (flight.isBusy()) return;
    const data = toReservationCreate(form, propertyId);
    if (!data) return;
    setProblem(null);
    setSlotTaken(false);
    flight.mutate(create, data, {
      onSuccess: onCreated,
      onError: (error) => {
        const found = describeProblem(error);
        if (found.kind === 'conflict') {
          // Beside the slot: it is marked taken for the rest of the visit and focus goes back there.
          setRefused((current) =>
            new Set(current).add(
              refusedKey(data.amenityId, data.date, `${data.startTime}-${data.endTime}`),
            ),
          );
          setSlotTaken(true);
          setFocusSlots((count) => count + 1);
        } else {
          setProblem(found);
        }
      },
    });
  };

  const extraErrors = (
    slotTaken
      ? { slot: { __errors: ['community:problems.slotTaken'] } }
      : problem?.kind === 'invalid' && problem.fields?.notes?.length
        ? { notes: { __errors: problem.fields.notes } }
        : undefined
  ) as ErrorSchema<ReservationFormData> | undefined;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">{t('reservation.intro')}</p>
      <ReservationFormProvider value={state}>
        <SchemaForm<ReservationFormData>
          schema={schema}
          uiSchema={uiSchema}
          idPrefix="reservation"
          widgets={widgets}
          customValidate={customValidate}
          extraErrors={extraErrors}
          onSubmit={submit}
          submitLabel={t('reservation.submit')}
          pendingLabel={t('reservation.submitting')}
          pending={create.isPending}
        >
          <ProblemMessage
            id="reservation-failure"
            problem={problem}
            wording={communityWording(t)}
          />
        </SchemaForm>
      </ReservationFormProvider>
    </div>
  );
}

function ReservationCreated({
  reservation,
  onAnother,
}: {
  reservation: Reservation;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="reservation-created-heading"
      className={`${CARD} flex flex-col gap-3`}
    >
      <h2
        id="reservation-created-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        {t('reservation.created.heading')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('reservation.created.amenity')}</dt>
        <dd>{reservation.amenityName}</dd>
        <dt className="text-ink-muted">{t('reservation.created.when')}</dt>
        <dd>
          {formatLongDay(reservation.date, locale)},{' '}
          {formatTimeRange(reservation.startTime, reservation.endTime, locale)}
        </dd>
        <dt className="text-ink-muted">{t('reservation.created.status')}</dt>
        <dd>
          <ReservationStatusBadge status={reservation.status} />
        </dd>
      </dl>
      <p>
        {reservation.status === 'tentative'
          ? t('reservation.created.tentative')
          : reservation.status === 'confirmed'
            ? t('reservation.created.confirmed')
            : t('reservation.created.declined')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/community/requests" search={{ tab: 'reservations' }} className={LINK_BUTTON}>
          {t('reservation.created.view')}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          {t('reservation.created.another')}
        </Button>
      </div>
    </section>
  );
}
