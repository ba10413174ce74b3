import { Link } from '@tanstack/react-router';
import { Mail, MapPin, Phone, Search } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { DIRECTORY_PAGE_SIZE, useDirectory, type DirectoryPerson } from '../api/community-api';
import {
  pageCount,
  shownFields,
  telHref,
  visiblePeople,
  type DirectorySearch,
} from '../lib/directory';
import { MAX_SEARCH_LENGTH } from '../lib/text';
import { LoadError } from '@/components/load-error';
import { CARD, LINK_BUTTON_SECONDARY, TEXT_LINK } from './styles';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

export interface DirectoryPageProps {
  associationId: number | null;
  search: DirectorySearch;
  onSearchChange: (next: DirectorySearch) => void;
}

/** Issue 10 item 5: the community directory, each person as they chose to be shown. */
export function DirectoryPage(props: DirectoryPageProps) {
  const { t } = useTranslation('community');
  return (
    <Page title={t('directory.title')} description={t('directory.description')}>
      {props.associationId === null ? (
        <LoadingStatus>{t('loadingSession')}</LoadingStatus>
      ) : (
        <Directory {...props} associationId={props.associationId} />
      )}
    </Page>
  );
}

function Directory({
  associationId,
  search,
  onSearchChange,
}: DirectoryPageProps & { associationId: number }) {
  const { t } = useTranslation('community');
  const query = search.q ?? '';
  const page = search.page ?? 1;
  const directory = useDirectory(associationId, query, page);
  const [text, setText] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  const inputId = useId();
  const resultsId = useId();
  // The field follows the URL when it changes from outside (back, a shared link).
  if (query !== lastQuery) {
    setLastQuery(query);
    setText(query);
  }

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
    onSearchChange(q ? { q } : {});
  };

  const people = directory.data ? visiblePeople(directory.data.items, query) : [];
  const pages = directory.data
    ? pageCount(directory.data.totalCount, directory.data.pageSize || DIRECTORY_PAGE_SIZE)
    : 1;

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('directory.searchLabel')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="search"
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => {
              setText(event.target.value);
            }}
            aria-describedby={resultsId}
            className="min-h-11 w-full max-w-sm rounded-md border border-line bg-surface px-3 text-base"
          />
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            {t('directory.search')}
          </Button>
          {query ? (
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                onSearchChange({});
              }}
            >
              {t('directory.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      <p id={resultsId} role="status" className="text-sm text-ink-muted">
        {directory.data
          ? query
            ? isolate((v) => t('directory.found', { ...v, count: people.length }), { query })
            : t('directory.count', { count: directory.data.totalCount })
          : ''}
      </p>
      {directory.isError ? (
        <LoadError
          message={t('directory.loadError')}
          error={directory.error}
          onRetry={() => void directory.refetch()}
          retrying={directory.isFetching}
        />
      ) : !directory.data ? (
        <LoadingStatus>{t('directory.loading')}</LoadingStatus>
      ) : people.length === 0 ? (
        <p>{query ? t('directory.noMatch') : t('directory.empty')}</p>
      ) : (
        <ul
          aria-label={t('directory.listLabel')}
          className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
        >
          {people.map((person) => (
            <PersonCard key={person.personId} person={person} />
          ))}
        </ul>
      )}
      {directory.data && pages > 1 ? (
        <nav aria-label={t('directory.pages')} className="flex items-center gap-3">
          {page > 1 ? (
            <Link
              to="/community/directory"
              search={{ ...search, page: page - 1 > 1 ? page - 1 : undefined }}
              className={LINK_BUTTON_SECONDARY}
            >
              {t('directory.previous')}
            </Link>
          ) : null}
          <span className="text-sm">{t('directory.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link
              to="/community/directory"
              search={{ ...search, page: page + 1 }}
              className={LINK_BUTTON_SECONDARY}
            >
              {t('directory.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** Only what the person shows: a field the service left out is not mentioned at all. */
function PersonCard({ person }: { person: DirectoryPerson }) {
  const { t } = useTranslation('community');
  const fields = shownFields(person);
  const address = person.address;
  return (
    <li className={`${CARD} flex flex-col gap-2`}>
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold [overflow-wrap:anywhere]">
          {person.name?.trim() ? person.name : t('directory.unnamed')}
        </h2>
        {person.isBoardMember ? (
          <p className="w-fit rounded-md border border-brand px-2 text-sm">
            {t('directory.boardMember')}
            {fields.includes('title') ? (
              <>
                {' · '}
                <bdi>{person.title ?? ''}</bdi>
              </>
            ) : null}
          </p>
        ) : fields.includes('title') ? (
          <p className="text-sm">{person.title}</p>
        ) : null}
      </div>
      {fields.some((field) => field !== 'title') ? (
        <dl className="flex flex-col gap-1 text-sm">
          {fields.includes('phone') && person.phone ? (
            <div className="flex items-start gap-2">
              <dt>
                <Phone aria-hidden="true" className="mt-0.5 size-4" />
                <span className="sr-only">{t('directory.phone')}</span>
              </dt>
              <dd>
                <a href={telHref(person.phone)} className={TEXT_LINK}>
                  {person.phone}
                </a>
              </dd>
            </div>
          ) : null}
          {fields.includes('email') && person.email ? (
            <div className="flex items-start gap-2">
              <dt>
                <Mail aria-hidden="true" className="mt-0.5 size-4" />
                <span className="sr-only">{t('directory.email')}</span>
              </dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">
                <a href={`mailto:${person.email}`} className={TEXT_LINK}>
                  {person.email}
                </a>
              </dd>
            </div>
          ) : null}
          {fields.includes('address') && address ? (
            <div className="flex items-start gap-2">
              <dt>
                <MapPin aria-hidden="true" className="mt-0.5 size-4" />
                <span className="sr-only">{t('directory.address')}</span>
              </dt>
              <dd>
                {address.address1}
                {address.address2 ? (
                  <>
                    <br />
                    {address.address2}
                  </>
                ) : null}
                <br />
                {address.city}, {address.stateProvince} {address.postalCode}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}
