import i18next, { type i18n as I18n } from 'i18next';
import { useContext, type MouseEvent } from 'react';
import { ERRORS_NAMESPACE } from '@/lib/api/error-policy';
import { ToastNavigationContext } from './toast-navigation';
import { announceAs, loadSonner } from './toast-runtime';

export type ToastKind = 'error' | 'success';
export type ToastId = string | number;

export interface ToastLinkTarget {
  /** An app path (`/my/profile-settings`) or an absolute URL (opens in a new tab). */
  href: string;
  label: string;
}

export interface ShowToastOptions {
  kind: ToastKind;
  title: string;
  description?: string;
  /** Rendered as the "Error ID: …" line. */
  errorId?: string;
  /** Rendered as the "Error Code: …" line. */
  errorCode?: string;
  link?: ToastLinkTarget;
  durationMs: number;
  /** Toasts with the same id replace each other instead of stacking (e.g. ten failing queries). */
  id?: string;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

function ToastLink({ href, label, newTabHint }: ToastLinkTarget & { newTabHint: string }) {
  const navigate = useContext(ToastNavigationContext);
  if (ABSOLUTE_URL.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="underline">
        {label}
        <span className="sr-only"> {newTabHint}</span>
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Leave modified clicks (new tab, new window) to the browser.
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={onClick} className="underline">
      {label}
    </a>
  );
}

function ToastBody({
  description,
  link,
  lines,
  newTabHint,
}: {
  description?: string;
  link?: ToastLinkTarget;
  lines: string[];
  newTabHint: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      {description ? <p>{description}</p> : null}
      {link ? (
        <p>
          <ToastLink href={link.href} label={link.label} newTabHint={newTabHint} />
        </p>
      ) : null}
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/**
 * Shows a toast through the lazily loaded sonner. Safe before <ToastViewport> has mounted: sonner
 * 2.0.8's store replays every still-active toast to a Toaster when it subscribes (Observer.subscribe
 * in node_modules/sonner/dist/index.mjs), and the duration only starts once the toast renders.
 */
export async function showToast(options: ShowToastOptions, i18n: I18n = i18next): Promise<ToastId> {
  const [{ toast }] = await Promise.all([loadSonner(), i18n.loadNamespaces(ERRORS_NAMESPACE)]);
  const t = i18n.getFixedT(null, ERRORS_NAMESPACE);
  const lines: string[] = [];
  if (options.errorId) lines.push(t('errorId', { errorId: options.errorId }));
  if (options.errorCode) lines.push(t('errorCode', { errorCode: options.errorCode }));
  const data = {
    id: options.id,
    duration: options.durationMs,
    description: (
      <ToastBody
        description={options.description}
        link={options.link}
        lines={lines}
        newTabHint={t('toast.opensInNewTab')}
      />
    ),
  };
  announceAs(options.kind === 'error' ? 'assertive' : 'polite');
  return options.kind === 'error'
    ? toast.error(options.title, data)
    : toast.success(options.title, data);
}
