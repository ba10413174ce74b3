// Built as a classic script (scripts/prerender.ts) and run by a prerendered page's HTML right after
// `#boot-status`, while the page is parsed: the prerendered page is in place before the first paint.
import { loadAppEntry, prerenderedPageOf, showPrerenderedPage } from './boot';

const script = document.currentScript;
let shown = false;
try {
  shown = showPrerenderedPage(document, Date.now(), prerenderedPageOf(script));
} finally {
  // Whatever happened above, the app starts.
  loadAppEntry(document, script, shown);
}
