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
