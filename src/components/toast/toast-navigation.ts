import { createContext } from 'react';

/**
 * How an in-app link inside a toast navigates. The viewport provides the router's navigate so the
 * link goes through the router (and gets the /embed prefix when embedded) instead of reloading.
 */
export const ToastNavigationContext = createContext<((href: string) => void) | null>(null);
