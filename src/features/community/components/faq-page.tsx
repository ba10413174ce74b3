import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useFaq } from '../api/community-api';
import { countEntries, entryIdFromHash, filterFaq, type FaqSearch } from '../lib/faq';
import { MAX_SEARCH_LENGTH } from '../lib/text';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

export interface FaqPageProps {
  associationId: number | null;
  search: FaqSearch;
  /** Replaces the URL's search as the person types (no history entry per key). */
  onSearchChange: (next: FaqSearch) => void;
}

/** Issue 10 item 6: the association's FAQ, searchable, each question opening its answer. */
export function FaqPage(props: FaqPageProps) {
  const { t } = useTranslation('community');
  return (
    <Page title={t('faq.title')}>
      {props.associationId === null ? (
        <LoadingStatus>{t('loadingSession')}</LoadingStatus>
      ) : (
        <Faq {...props} associationId={props.associationId} />
      )}
    </Page>
  );
}

function Faq({ associationId, search, onSearchChange }: FaqPageProps & { associationId: number }) {
  const { t } = useTranslation('community');
  const faq = useFaq(associationId);
  const query = search.q ?? '';
  const [text, setText] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  const inputId = useId();
  const resultsId = useId();
  // The entry a link points at (`#14302`) opens.
  const [linked] = useState(() => entryIdFromHash(window.location.hash));
  if (query !== lastQuery) {
    setLastQuery(query);
    setText(query);
  }

  useEffect(() => {
    if (linked === null || !faq.data) return;
    document.getElementById(`faq-${String(linked)}`)?.scrollIntoView({ block: 'start' });
  }, [linked, faq.data]);

  const categories = faq.data ? filterFaq(faq.data.categories, query) : [];
  const matches = countEntries(categories);

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
        }}
        className="flex flex-col gap-1"
      >
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('faq.searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const q = next.trim();
            setLastQuery(q);
            onSearchChange(q ? { q } : {});
          }}
          aria-describedby={resultsId}
          className="min-h-11 w-full max-w-md rounded-md border border-line bg-surface px-3 text-base"
        />
      </form>
      <p id={resultsId} role="status" className="text-sm text-ink-muted">
        {faq.data && query
          ? isolate((v) => t('faq.matches', { ...v, count: matches }), { query })
          : ''}
      </p>
      {faq.isError ? (
        <LoadError
          message={t('faq.loadError')}
          error={faq.error}
          onRetry={() => void faq.refetch()}
          retrying={faq.isFetching}
        />
      ) : !faq.data ? (
        <LoadingStatus>{t('faq.loading')}</LoadingStatus>
      ) : faq.data.categories.length === 0 ? (
        <p>{t('faq.empty')}</p>
      ) : matches === 0 ? (
        <p>{t('faq.noMatch')}</p>
      ) : (
        categories.map((category) => (
          <section
            key={category.categoryId}
            aria-labelledby={`faq-category-${String(category.categoryId)}`}
            className="flex flex-col gap-2"
          >
            <h2
              id={`faq-category-${String(category.categoryId)}`}
              className="text-lg font-semibold"
            >
              {category.name}
            </h2>
            <div className="flex flex-col gap-2">
              {category.entries.map((entry) => (
                <details
                  key={`${entry.faqId}-${query ? 'search' : 'all'}`}
                  id={`faq-${String(entry.faqId)}`}
                  // While searching, the matching answers are shown open.
                  open={query !== '' || linked === entry.faqId}
                  className="group rounded-md border border-line bg-surface"
                >
                  <summary className="flex min-h-11 cursor-pointer items-center px-3 py-2 font-medium">
                    {entry.question}
                  </summary>
                  <p className="border-t border-line px-3 py-2 whitespace-pre-line [overflow-wrap:anywhere]">
                    {entry.answer}
                  </p>
                </details>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
