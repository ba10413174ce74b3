import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FailSoft, lazyChrome } from '@/components/fail-soft';
import { ERRORS_NAMESPACE } from '@/lib/api/error-policy';
import { ToastNavigationContext } from './toast-navigation';
import { loadSonner, registerLiveRegion } from './toast-runtime';

// Its own chunk, fetched right after the first render: not part of the first-load budget.
const LazyToaster = lazyChrome(() => loadSonner().then((module) => ({ default: module.Toaster })));

export interface ToastViewportProps {
  /** Router navigation for in-app links in toasts; without it they are plain links. */
  navigate?: (href: string) => void;
}

function Toasts({ navigate }: ToastViewportProps) {
  const { t, i18n } = useTranslation(ERRORS_NAMESPACE);
  return (
    <ToastNavigationContext value={navigate ?? null}>
      <LazyToaster
        ref={registerLiveRegion}
        // Told, not looked up: without it sonner reads the page's computed direction as it mounts,
        // and a computed style makes the browser bring the page's styles up to date first, in the
        // middle of the start-up.
        dir={i18n.dir()}
        closeButton
        richColors
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      />
    </ToastNavigationContext>
  );
}

/** Mount once at the root. Toasts shown before it (or its chunk) arrives appear once it mounts. */
export function ToastViewport({ navigate }: ToastViewportProps) {
  return (
    // Its own boundaries: waiting for sonner or the errors namespace must not blank the page, nor
    // sonner's chunk failing to arrive (offline).
    <FailSoft>
      <Suspense fallback={null}>
        <Toasts navigate={navigate} />
      </Suspense>
    </FailSoft>
  );
}
