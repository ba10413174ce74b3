// Built as a classic script (scripts/prerender.ts) and run by login.html right after
// `#boot-status`, while the page is parsed: the prerendered page is in place before the first paint.
import { loadAppEntry, showPrerenderedPage } from './boot';

const script = document.currentScript;
let shown = false;
try {
  shown = showPrerenderedPage(document, Date.now());
} finally {
  // Whatever happened above, the app starts.
  loadAppEntry(document, script, shown);
}
