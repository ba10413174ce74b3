import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { Suspense, useEffect, useState } from 'react';
import { ToastViewport, notifyOutcome } from '@/components/toast';
import { createQueryClient } from '@/lib/api/query-client';
import { $theme, loggedOut } from '@/features/session/model';
import { createHostNotifier, readHostCommand } from './embed';
import { createAppRouter } from './router';
import type { RuntimeConfig } from './config';

interface AppProviderProps {
  config: RuntimeConfig;
  embedded: boolean;
}

function createApp({ config, embedded }: AppProviderProps) {
  // The router and the query client need each other: errors route to /login, loaders fetch.
  let navigateToLogin: () => void = () => undefined;
  let currentPath = () => window.location.pathname;
  const queryClient = createQueryClient({
    onUnauthorized: () => {
      loggedOut();
      queryClient.clear();
      navigateToLogin();
    },
    currentPath: () => currentPath(),
    notify: (outcome) => void notifyOutcome(outcome, config.helpCenterUrl),
  });
  const router = createAppRouter(queryClient, { embedded });
  navigateToLogin = () => {
    void router.navigate({ to: '/login/{-$clientId}', replace: true });
  };
  currentPath = () => router.state.location.pathname;
  return { queryClient, router };
}

export function AppProvider(props: AppProviderProps) {
  const [{ queryClient, router }] = useState(() => createApp(props));
  const theme = useUnit($theme);
  const { embedParentOrigins } = props.config;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  // Inside an iframe or an app shell, every resolved navigation is announced to the host, and
  // the host may ask for a navigation; messages from origins not in the allow-list are ignored.
  useEffect(() => {
    const notify = createHostNotifier(window, embedParentOrigins);
    const unsubscribe = router.subscribe('onResolved', (event) => {
      notify({ type: 'courtyard:navigation', path: event.toLocation.publicHref });
    });
    const onMessage = (event: MessageEvent) => {
      const command = readHostCommand(event, embedParentOrigins);
      if (command) void router.navigate({ href: command.path });
    };
    window.addEventListener('message', onMessage);
    return () => {
      unsubscribe();
      window.removeEventListener('message', onMessage);
    };
  }, [router, embedParentOrigins]);

  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
      <ToastViewport navigate={(href) => void router.navigate({ href })} />
    </QueryClientProvider>
  );
}
