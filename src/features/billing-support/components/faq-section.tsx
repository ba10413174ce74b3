import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { SupportFaqItem } from '../api/payment-options';
import { filterFaq } from '../lib/faq-search';
import { isolate } from '@/lib/isolate';

/**
 * The association's payment FAQ: a search that filters as you type (the count is announced) and
 * one native disclosure per question. While searching, the matching answers open, so a match in
 * an answer is visible.
 */
export function FaqSection({ items }: { items: readonly SupportFaqItem[] }) {
  const { t } = useTranslation('billing-support');
  const headingId = useId();
  const [query, setQuery] = useState('');
  const found = useMemo(() => filterFaq(items, query), [items, query]);
  const searching = query.trim() !== '';

  let summary: ReactNode = t('faq.count', { count: items.length });
  if (searching) {
    summary =
      found.length > 0
        ? isolate((v) => t('faq.matches', { ...v, count: found.length, total: items.length }), {
            query: query.trim(),
          })
        : isolate((v) => t('faq.noMatch', v), { query: query.trim() });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('faq.heading')}
      </h2>
      {items.length === 0 ? (
        <p className="text-ink-muted">{t('faq.empty')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <TextField
              className="min-w-0 flex-1 basis-64"
              type="search"
              label={t('faq.search')}
              hint={t('faq.searchHint')}
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm text-ink-muted">
              {summary}
            </p>
            {searching ? (
              <Button variant="ghost" onClick={() => setQuery('')}>
                {t('faq.clear')}
              </Button>
            ) : null}
          </div>
          {found.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {found.map(({ item, index }) => (
                <li key={index}>
                  <details
                    open={searching}
                    className="group rounded-md border border-line bg-surface"
                  >
                    <summary className="flex min-h-11 cursor-pointer items-center px-3 py-2 font-semibold break-words">
                      {item.question}
                    </summary>
                    <p className="px-3 pb-3 break-words whitespace-pre-line">{item.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
