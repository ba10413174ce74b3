// Built as a classic script (scripts/prerender.ts) and run by a prerendered page's HTML right after
// `#boot-status`, while the page is parsed: the prerendered page is in place before the first paint.
import {
  keepLoadFailureIn,
  loadAppEntry,
  prerenderedPageOf,
  showPrerenderedPage,
  watchHeadScripts,
} from './boot';
import { initialLanguage } from '@/lib/language';
import { serviceNow } from '@/lib/service-clock';

const script = document.currentScript;
const page = prerenderedPageOf(script);
let shown = false;
try {
  keepLoadFailureIn(document, initialLanguage());
  watchHeadScripts(document);
  shown = showPrerenderedPage(document, serviceNow(), page);
} finally {
  // Whatever happened above, the app starts. After the login page's paint: that page works before
  // the app (typing). A signed-in page's frame and the express link's page do not, and their data
  // comes with the app: their HTML has the entry in its head, fetched from the start, and names
  // none here (scripts/prerender.ts).
  loadAppEntry(document, script, shown && page.kind === 'login');
}
