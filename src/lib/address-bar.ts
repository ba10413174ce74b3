import { useRouter } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';

/**
 * The same in-app address without one search parameter, or null when it is not there. Every other
 * parameter, the path and the fragment stay exactly as they were.
 */
export function withoutSearchParam(pathAndQuery: string, name: string): string | null {
  const url = new URL(pathAndQuery, 'http://address.invalid');
  if (!url.searchParams.has(name)) return null;
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A one-time code an emailed link carries (a reset token, an invitation code) must not stay in
 * the address bar, the history entry or a bookmark: as soon as the page has it, the entry is
 * replaced by the same address without it (other parameters kept). Going through the router's
 * history keeps the router's idea of the location in step.
 */
export function useSearchParamOutOfAddressBar(name: string, value: string | undefined) {
  const router = useRouter();
  useLayoutEffect(() => {
    if (!value) return;
    const { pathname, search, hash } = window.location;
    const clean = withoutSearchParam(`${pathname}${search}${hash}`, name);
    if (clean === null) return;
    router.history.replace(clean, router.history.location.state);
    router.history.flush();
  }, [name, value, router]);
}
