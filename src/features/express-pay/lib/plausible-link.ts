// No imports: the prerendered page's boot script (src/app/prerender/boot.ts) reads it too.
const SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Whether `/epay/:strategy/:link` could be a checkout link at all. A link that cannot is the
 * bad-link page straight away: it is never sent to the service.
 */
export function isPlausibleLink(strategy: string, link: string): boolean {
  return SEGMENT.test(strategy) && SEGMENT.test(link);
}
