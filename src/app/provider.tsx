import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import type { App } from './bootstrap';
import { afterConfirmations } from '@/entities/payment-attempt/lib/in-flight';
import { maybeHosted } from './embed';
import type { RuntimeConfig } from './config';

// Fetched right after the first render, outside the first-load budget.
const ToastViewport = lazy(() =>
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

  // Inside an iframe or an app shell, every resolved navigation is announced to the host, and
  // the host may ask for a navigation; messages from origins not in the allow-list are ignored.
  // The messaging code loads only when a host may be listening.
  useEffect(() => {
    if (!maybeHosted(window)) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./host-messages').then(({ createHostNotifier, readHostCommand }) => {
      if (unmounted) return;
      const notify = createHostNotifier(window, embedParentOrigins);
      // A navigation that resolved while this module loaded is announced now.
      const resolved = router.state.resolvedLocation;
      if (resolved) notify({ type: 'courtyard:navigation', path: resolved.publicHref });
      const unsubscribe = router.subscribe('onResolved', (event) => {
        notify({ type: 'courtyard:navigation', path: event.toLocation.publicHref });
      });
      const onMessage = (event: MessageEvent) => {
        const command = readHostCommand(event, embedParentOrigins, window);
        // A payment being confirmed is never interrupted: the command waits for its answer.
        if (command) afterConfirmations(() => void router.navigate({ href: command.path }));
      };
      window.addEventListener('message', onMessage);
      stop = () => {
        unsubscribe();
        window.removeEventListener('message', onMessage);
      };
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [router, embedParentOrigins]);

  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
      <Suspense fallback={null}>
        <ToastViewport navigate={(href) => void router.navigate({ href })} />
      </Suspense>
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
