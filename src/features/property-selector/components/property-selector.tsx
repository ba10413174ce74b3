import { Building2, ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { propertySelected } from '@/entities/session/model';
import { useProperties, useSelectedProperty, useSettings } from '@/entities/session/queries';
import { IsolatedList } from '@/lib/isolate';
import { filterProperties, propertyLabel, type SearchableProperty } from '../lib/filter-properties';

const SEPARATOR = ' · ';

function describeParts(property: SearchableProperty): string[] {
  return [propertyLabel(property), property.accountNumber, property.associationName].filter(
    (part): part is string => Boolean(part),
  );
}

function describe(property: SearchableProperty): string {
  return describeParts(property).join(SEPARATOR);
}

/**
 * Chooses the property (and with it the association) every page works on. A combobox: type to
 * search by association, account number or address; arrows move, Enter chooses, Escape closes.
 */
export function PropertySelector() {
  const { t } = useTranslation();
  const properties = useProperties();
  const settingsPending = useSettings().isPending;
  const selected = useSelectedProperty();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const matches = useMemo(() => filterProperties(properties, query), [properties, query]);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // The properties come with the settings: until then the selector's room is kept, so the page
  // under the phone's compact row does not move down when they arrive.
  if (properties.length === 0)
    return settingsPending ? <div aria-hidden="true" className="min-h-11" /> : null;

  const choose = (property: SearchableProperty) => {
    propertySelected({ propertyId: property.propertyId });
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActive(Math.max(matches.length - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const property = matches[active];
      if (property) choose(property);
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next)
          setActive(
            Math.max(
              matches.findIndex((p) => p.propertyId === selected?.propertyId),
              0,
            ),
          );
      }}
    >
      <Popover.Trigger
        className="flex min-h-11 w-full max-w-xl items-center gap-2 rounded-md border border-line bg-surface px-3 text-left text-sm hover:bg-surface-muted"
        aria-label={t('propertySelector.trigger', {
          property: selected ? describe(selected) : t('propertySelector.none'),
        })}
      >
        <Building2 aria-hidden="true" size={18} className="shrink-0 text-brand" />
        <span className="min-w-0 flex-1 truncate">
          {selected ? (
            <IsolatedList items={describeParts(selected)} separator={SEPARATOR} />
          ) : (
            t('propertySelector.none')
          )}
        </span>
        <ChevronDown aria-hidden="true" size={16} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[min(36rem,calc(100vw-1.5rem))] rounded-md border border-line bg-surface p-2 text-ink shadow-lg"
        >
          <label htmlFor={`${baseId}-search`} className="mb-1 block text-sm font-medium">
            {t('propertySelector.searchLabel')}
          </label>
          <input
            id={`${baseId}-search`}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={matches[active] ? optionId(active) : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="min-h-11 w-full rounded-md border border-line bg-surface px-3"
            autoComplete="off"
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t('propertySelector.listLabel')}
            className="mt-2 max-h-72 overflow-y-auto"
          >
            {matches.map((property, index) => (
              // Keyboard users choose through the combobox above (aria-activedescendant); the
              // click handler serves pointer users.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={property.propertyId}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(property)}
                className={`cursor-pointer rounded px-3 py-2 text-sm ${index === active ? 'bg-brand text-brand-contrast' : ''}`}
              >
                <bdi className="block font-medium">
                  {propertyLabel(property) || property.associationName}
                </bdi>
                <span className="block opacity-80">
                  <IsolatedList
                    items={[property.accountNumber, property.associationName].filter(Boolean)}
                    separator={SEPARATOR}
                  />
                  {property.propertyId === selected?.propertyId
                    ? ` · ${t('propertySelector.current')}`
                    : ''}
                </span>
              </div>
            ))}
          </div>
          {matches.length === 0 ? (
            <p role="status" className="px-3 py-2 text-sm text-ink-muted">
              {t('propertySelector.noMatches')}
            </p>
          ) : (
            <p role="status" className="sr-only">
              {t('propertySelector.matches', { count: matches.length })}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
