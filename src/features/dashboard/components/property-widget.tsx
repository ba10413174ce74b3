import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlaceholderProperty } from '@/entities/session/lib/properties';
import type { Property } from '@/entities/session/api/session-api';
import { propertySelected } from '@/entities/session/model';
import { useProperties, useSelectedProperty, useSettings } from '@/entities/session/queries';
import { Button } from '@/components/ui/button';
import { EmptyState, Widget } from './widget';
import { LoadingStatus } from '@/components/loading-status';
import { isolateText } from '@/lib/isolate';

/** One line of a property for reading: street, city, state and zip. */
export function addressLines(property: Property): string[] {
  const { address1, address2, city, stateProvince, postalCode } = property.address;
  const street = [address1, address2].filter(Boolean).join(', ');
  const place = [city, [stateProvince, postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, place].filter(Boolean);
}

/** An `<option>` holds text only: each part is isolated as text (src/lib/isolate.tsx). */
function optionLabel(property: Property): string {
  const street = [property.address.address1, property.address.address2].filter(Boolean).join(', ');
  return [street, property.accountNumber, property.associationName]
    .filter(Boolean)
    .map(isolateText)
    .join(' · ');
}

/**
 * SPEC §2 current property: address, account number and association, and a way to switch to
 * another of the person's properties (the same session event the top bar's selector sends).
 */
export function PropertyWidget() {
  const { t } = useTranslation('dashboard');
  const properties = useProperties();
  const property = useSelectedProperty();
  const settingsLoading = useSettings().isPending;
  const selectId = useId();
  const others = properties.filter((p) => p.propertyId !== property?.propertyId);
  const [choice, setChoice] = useState<number | null>(null);
  const chosen = others.find((p) => p.propertyId === choice) ?? others[0];

  let content;
  if (!property) {
    content = settingsLoading ? (
      <LoadingStatus>{t('widget.loading')}</LoadingStatus>
    ) : (
      <EmptyState text={t('property.none')} />
    );
  } else {
    const placeholder = isPlaceholderProperty(property);
    content = (
      <dl className="grid gap-3">
        <div>
          <dt className="text-sm text-ink-muted">{t('property.address')}</dt>
          <dd>
            {placeholder
              ? t('property.placeholder')
              : addressLines(property).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
          </dd>
        </div>
        {placeholder ? null : (
          <div>
            <dt className="text-sm text-ink-muted">{t('property.accountNumber')}</dt>
            <dd className="font-semibold">{property.accountNumber}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-ink-muted">{t('property.association')}</dt>
          <dd>{property.associationName}</dd>
        </div>
      </dl>
    );
  }

  return (
    <Widget title={t('property.title')}>
      {content}
      {chosen ? (
        <form
          className="mt-4 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            propertySelected({ propertyId: chosen.propertyId });
            setChoice(null);
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t('property.switchLabel')}
            </label>
            <select
              id={selectId}
              value={chosen.propertyId}
              onChange={(event) => setChoice(Number(event.target.value))}
              className="min-h-11 w-full min-w-0 rounded-md border border-line bg-surface px-2"
            >
              {others.map((p) => (
                <option key={p.propertyId} value={p.propertyId}>
                  {optionLabel(p)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary">
            {t('property.switch')}
          </Button>
        </form>
      ) : null}
    </Widget>
  );
}
