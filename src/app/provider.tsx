import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { FailSoft, lazyChrome } from '@/components/fail-soft';
import type { App } from './bootstrap';
import { maybeHosted } from './embed';
import type { RuntimeConfig } from './config';

// Fetched right after the first render, outside the first-load budget.
// A failure leaves the page without toasts, not blank (FailSoft).
const ToastViewport = lazyChrome(() =>
  import('@/components/toast/toast-viewport').then((module) => ({
    default: module.ToastViewport,
  })),
);

// Development builds only: `import.meta.env.DEV` is false in `vite build`, so the branch and its
// imports are dropped and neither devtools package reaches a production bundle.
const QueryDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then((module) => ({
        default: module.ReactQueryDevtools,
      })),
    )
  : null;
const RouterDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-router-devtools').then((module) => ({
        default: module.TanStackRouterDevtools,
      })),
    )
  : null;

interface AppProviderProps {
  app: App;
  config: RuntimeConfig;
}

export function AppProvider(props: AppProviderProps) {
  const { queryClient, router } = props.app;
  const { embedParentOrigins } = props.config;

  // Inside an iframe or an app shell the portal talks to its host (docs/embedding.md); messages
  // from origins not in the allow-list are ignored. The code loads only when a host may listen.
  useEffect(() => {
    if (!maybeHosted(window)) return;
    let disconnect: (() => void) | undefined;
    let unmounted = false;
    void import('./host-messages').then(({ connectHost }) => {
      if (unmounted) return;
      disconnect = connectHost(window, embedParentOrigins, {
        currentPath: () => router.state.resolvedLocation?.publicHref,
        onNavigated: (listener) =>
          router.subscribe('onResolved', (event) => listener(event.toLocation.publicHref)),
        navigate: (path) => void router.navigate({ href: path }),
      });
    });
    return () => {
      unmounted = true;
      disconnect?.();
    };
  }, [router, embedParentOrigins]);

  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
      <FailSoft>
        <Suspense fallback={null}>
          <ToastViewport navigate={(href) => void router.navigate({ href })} />
        </Suspense>
      </FailSoft>
      {QueryDevtools && RouterDevtools ? (
        <Suspense fallback={null}>
          {/* Their buttons in the left and right corners; the mock marker sits between them. */}
          <QueryDevtools buttonPosition="bottom-right" />
          <RouterDevtools router={router} position="bottom-left" />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
