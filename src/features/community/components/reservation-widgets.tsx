import { SlotOption } from './slot-option';
import type { WidgetProps } from '@rjsf/utils';
import { createContext, useContext, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FIELD_INPUT_CLASSES,
  fieldBorder,
  fieldDescribedBy,
  fieldErrorId,
  hasText,
} from '@/components/schema-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/money';
import type { Amenity } from '../api/community-api';
import { formatTimeRange } from '../lib/format';
import { slotKey, slotUnavailable, type Now, type SlotUnavailable } from '../lib/reservations';

// The reservation form's amenity, date and slot fields are rjsf widgets (so each has its label,
// its message beside it and focus on submit), and they depend on each other: the slots are the
// chosen amenity's on the chosen date. They share what the form knows through this context, which
// the reservation form provides around the SchemaForm.

export interface ReservationFormState {
  now: Now;
  /** The amenities of the listed day (the chosen date, or today before one is chosen). */
  amenities: Amenity[] | undefined;
  /** The day `amenities` describes; null while the chosen date's listing is on its way. */
  listedDate: string | null;
  failed: boolean;
  retry: () => void;
  amenityId: number | undefined;
  /** The chosen date when it is a real day that is not in the past. */
  date: string | undefined;
  /** Slots the service refused with 409 during this visit. */
  refused: ReadonlySet<string>;
  onAmenityChange: (amenityId: number | undefined) => void;
  onDateChange: (date: string | undefined) => void;
  /** The person picked a slot (clears a 409 message about the previous one). */
  onSlotPicked: () => void;
  /** Bumped to move focus to the slots (after a 409). */
  focusSlots: number;
}

const ReservationFormContext = createContext<ReservationFormState | null>(null);
export const ReservationFormProvider = ReservationFormContext.Provider;

function useFormState(): ReservationFormState {
  const state = useContext(ReservationFormContext);
  if (!state) throw new Error('Reservation widgets need the reservation form around them');
  return state;
}

/** The amenity being reserved, by id, from the day's listing. */
export function amenityById(amenities: Amenity[] | undefined, id: number | undefined) {
  return id === undefined ? undefined : amenities?.find((amenity) => amenity.id === id);
}

/** `"ui:widget": "amenity"`: a native select of the association's amenities, with their terms. */
export function AmenityWidget<T>(props: WidgetProps<T>) {
  const { id, onBlur, onFocus, onChange, rawErrors, options, disabled } = props;
  const { t, i18n } = useTranslation('community');
  const state = useFormState();
  const value: unknown = props.value;
  const selected = typeof value === 'number' ? value : undefined;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const termsId = `${id}-terms`;
  const amenities = state.amenities ?? [];
  const amenity = amenityById(state.amenities, selected);

  if (state.failed && !state.amenities) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{t('reservation.amenitiesFailed')}</p>
        <Button variant="secondary" onClick={state.retry}>
          {t('errors.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <select
        id={id}
        value={selected ?? ''}
        disabled={disabled || !state.amenities || amenities.length === 0}
        onChange={(event) => {
          const next = event.target.value ? Number(event.target.value) : undefined;
          onChange(next);
          state.onAmenityChange(next);
        }}
        onBlur={() => {
          onBlur(id, selected);
        }}
        onFocus={() => {
          onFocus(id, selected);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={fieldDescribedBy(id, {
          error: invalid,
          help: hasText(options.help),
          extra: amenity ? [termsId] : [],
        })}
        className={cn(FIELD_INPUT_CLASSES, 'max-w-md', fieldBorder(invalid))}
      >
        <option value="">
          {!state.amenities
            ? t('reservation.loadingAmenities')
            : amenities.length === 0
              ? t('reservation.noAmenities')
              : t('reservation.chooseAmenity')}
        </option>
        {amenities.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {amenity ? (
        <div id={termsId} className="flex flex-col gap-0.5 text-sm text-ink-muted">
          {amenity.description ? <p>{amenity.description}</p> : null}
          <p>
            {[
              amenity.capacity !== undefined
                ? t('reservation.capacity', { count: amenity.capacity })
                : null,
              amenity.feeAmount > 0
                ? t('reservation.fee', { fee: formatCents(amenity.feeAmount, i18n.language) })
                : t('reservation.noFee'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p>
            {amenity.requiresApproval ? t('reservation.needsApproval') : t('reservation.instant')}
          </p>
        </div>
      ) : null}
    </>
  );
}

/** `"ui:widget": "reservationDate"`: the browser's date field, from today on. */
export function ReservationDateWidget<T>(props: WidgetProps<T>) {
  const { id, onBlur, onFocus, onChange, rawErrors, options, disabled, required } = props;
  const state = useFormState();
  const value: unknown = props.value;
  const text = typeof value === 'string' ? value : '';
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <input
      id={id}
      type="date"
      min={state.now.date}
      value={text}
      required={required}
      disabled={disabled}
      onChange={(event) => {
        const next = event.target.value || undefined;
        onChange(next);
        state.onDateChange(next);
      }}
      onBlur={(event) => {
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => {
        onFocus(id, event.target.value);
      }}
      aria-invalid={invalid || undefined}
      aria-describedby={fieldDescribedBy(id, { error: invalid, help: hasText(options.help) })}
      className={cn(FIELD_INPUT_CLASSES, 'max-w-xs', fieldBorder(invalid))}
    />
  );
}

/**
 * `"ui:widget": "slot"` (with `"ui:label": false`): the chosen amenity's time slots on the chosen
 * date as radio buttons in a fieldset. A slot that cannot be booked stays listed, disabled, with
 * its reason in words ("Already booked", "Already started"). A 409 from the service marks the slot
 * taken, clears the choice and brings focus back here, where its message is shown.
 */
export function SlotWidget<T>(props: WidgetProps<T>) {
  const { id, onChange, onBlur, onFocus, rawErrors, disabled } = props;
  const { t, i18n } = useTranslation('community');
  const state = useFormState();
  const value: unknown = props.value;
  const selected = typeof value === 'string' ? value : undefined;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const legendId = useId();
  const container = useRef<HTMLFieldSetElement>(null);
  // The amenity and day the current choice was made for: changing either clears it.
  const pickedFor = useRef<string | null>(null);
  const amenity = amenityById(state.amenities, state.amenityId);
  const ready =
    amenity !== undefined && state.date !== undefined && state.listedDate === state.date;
  const context = `${state.amenityId ?? ''}|${state.date ?? ''}`;
  const slots = ready ? amenity.slots : [];
  const why = (slot: Amenity['slots'][number]): SlotUnavailable | null =>
    state.date === undefined
      ? 'past'
      : slotUnavailable(slot, state.date, state.now, state.refused, state.amenityId);
  const selectedSlot = slots.find((slot) => slotKey(slot) === selected);
  const selectedUnavailable = selectedSlot ? why(selectedSlot) !== null : false;

  useEffect(() => {
    if (selected === undefined) return;
    if (pickedFor.current !== context || selectedUnavailable) {
      pickedFor.current = null;
      onChange(undefined);
    }
  }, [context, selected, selectedUnavailable, onChange]);

  useEffect(() => {
    if (state.focusSlots === 0) return;
    container.current
      ?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')
      ?.focus();
  }, [state.focusSlots]);

  const describedBy = invalid ? fieldErrorId(id) : undefined;
  let content;
  if (state.amenityId === undefined || state.date === undefined) {
    content = <p className="text-sm text-ink-muted">{t('reservation.slotsNeedChoices')}</p>;
  } else if (!ready) {
    content = (
      <p role="status" className="text-sm text-ink-muted">
        {state.failed ? t('reservation.amenitiesFailed') : t('reservation.loadingSlots')}
      </p>
    );
  } else if (slots.length === 0) {
    content = <p className="text-sm">{t('reservation.noSlots')}</p>;
  } else {
    content = (
      <div className="flex flex-col gap-1">
        {slots.map((slot, index) => {
          const key = slotKey(slot);
          const reason = why(slot);
          return (
            <SlotOption
              key={key}
              id={`${id}-${String(index)}`}
              name={id}
              value={key}
              checked={selected === key}
              disabled={disabled === true}
              time={formatTimeRange(slot.startTime, slot.endTime, i18n.language)}
              unavailableBecause={reason ? t(`reservation.unavailable.${reason}`) : null}
              describedBy={describedBy}
              onPick={() => {
                pickedFor.current = context;
                onChange(key);
                state.onSlotPicked();
              }}
              onBlur={() => {
                onBlur(id, selected);
              }}
              onFocus={() => {
                onFocus(id, selected);
              }}
            />
          );
        })}
      </div>
    );
  }

  return (
    <fieldset id={id} ref={container} aria-labelledby={legendId} className="flex flex-col gap-1">
      <legend id={legendId} className={cn('mb-1 text-sm font-medium', invalid && 'text-danger')}>
        {t('reservation.fields.slot')}
      </legend>
      {content}
    </fieldset>
  );
}
