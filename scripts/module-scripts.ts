/**
 * A module script as Vite writes it into index.html's head (the entry, or a chunk it imports),
 * with its `src` as the first group. Global: use with `matchAll`. Read by the budgets (which count
 * what the first page loads) and the deploy check.
 */
export const moduleScript = /<script type="module" crossorigin src="([^"<>]+)"><\/script>\s*/g;
