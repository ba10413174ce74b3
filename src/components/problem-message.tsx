import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_SETTINGS_PATH } from '@/lib/api/error-policy';
import { ERROR_CODES } from '@/lib/api/error-codes';
import {
  isRefusal,
  problemErrorCode,
  problemText,
  type Problem,
  type ProblemWording,
} from '@/lib/api/problem';
import { cn } from '@/lib/cn';

/** What is said about one problem, already in words. */
export interface ProblemFacts {
  text: string;
  /** The service's own words, said after the screen's. */
  ownWords?: string | undefined;
  /** The service's code: PA037 adds the way to profile settings. */
  code?: string | undefined;
  /** The Error Code line of a server failure (SPEC §8). */
  errorCode?: string | undefined;
  errorId?: string | undefined;
  /** The answer broke its contract: said so, since trying again may not help. */
  unreadable?: boolean | undefined;
}

/** A problem in words, by the screen's wording and the SPEC §8 rules (`problemText`). */
export function useProblemFacts() {
  const { t } = useTranslation();
  return (problem: Problem, wording?: ProblemWording, text?: string): ProblemFacts => {
    const said = text ?? problemText(problem, t, wording);
    const ownWords =
      wording?.withOwnWords && isRefusal(problem) && problem.detail !== said
        ? problem.detail
        : undefined;
    return {
      text: said,
      ownWords,
      code: problem.code,
      errorCode: wording?.withErrorCode ? problemErrorCode(problem) : undefined,
      errorId: wording?.hideErrorId ? undefined : problem.errorId,
      unreadable: problem.kind === 'unreadable',
    };
  };
}

/**
 * The lines of a problem: its words (with the profile link for PA037), why an unreadable answer
 * cannot be used, the Error Code of a server failure and the Error ID support asks for.
 */
export function ProblemLines({
  facts,
  className,
  detailClassName,
}: {
  facts: ProblemFacts;
  className?: string;
  /** The lines after the words (the unreadable sentence, Error Code, Error ID). */
  detailClassName?: string;
}) {
  const { t } = useTranslation();
  const detail = cn('block', detailClassName);
  return (
    <p className={cn('[overflow-wrap:anywhere]', className)}>
      {facts.text}
      {facts.code === ERROR_CODES.primaryEmailMissing ? (
        <>
          {' '}
          <Link to={PROFILE_SETTINGS_PATH} className="font-semibold underline">
            {t('errors:profileSettingsLink')}
          </Link>
        </>
      ) : null}
      {facts.ownWords ? <span className={detail}>{facts.ownWords}</span> : null}
      {facts.unreadable ? <span className={detail}>{t('errors:problem.unreadable')}</span> : null}
      {facts.errorCode ? (
        <span className={detail}>{t('errors:errorCode', { errorCode: facts.errorCode })}</span>
      ) : null}
      {facts.errorId ? (
        <span className={detail}>{t('errors:errorId', { errorId: facts.errorId })}</span>
      ) : null}
    </p>
  );
}

interface ProblemMessageProps {
  id?: string;
  problem: Problem | null;
  wording?: ProblemWording;
  /** The screen's words whatever the kind (what could not be loaded). */
  text?: string;
  /** `inline` beside a form or button; `panel` in place of what could not be shown. */
  variant?: 'inline' | 'panel';
  /** What the person can do about it (Try Again), after the words. */
  action?: ReactNode;
  className?: string;
}

/**
 * A failed call, said where it happened (SPEC §8), the same way on every screen. Inline, the
 * alert is always in the page (empty when there is nothing to say), so a screen reader announces
 * the words when they appear.
 */
export function ProblemMessage({
  id,
  problem,
  wording,
  text,
  variant = 'inline',
  action,
  className,
}: ProblemMessageProps) {
  const factsOf = useProblemFacts();
  const facts = problem ? factsOf(problem, wording, text) : null;
  if (variant === 'panel') {
    if (!facts) return null;
    return (
      <div
        id={id}
        role="alert"
        className={cn(
          'flex flex-col items-start gap-2 rounded-md border border-danger p-4',
          className,
        )}
      >
        <ProblemLines
          facts={facts}
          className="font-medium"
          detailClassName="mt-2 text-sm font-normal text-ink-muted"
        />
        {action}
      </div>
    );
  }
  return (
    <div
      id={id}
      role="alert"
      className={cn('text-sm font-medium text-danger empty:sr-only', className)}
    >
      {facts ? <ProblemLines facts={facts} /> : null}
      {facts ? action : null}
    </div>
  );
}
