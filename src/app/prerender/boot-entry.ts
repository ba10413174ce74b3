// Built as a classic script (scripts/prerender.ts) and run by a prerendered page's HTML right after
// `#boot-status`, while the page is parsed: the prerendered page is in place before the first paint.
// The app's entry is in the page's head, fetched from the start.
import {
  keepLoadFailureIn,
  prerenderedPageOf,
  showPrerenderedPage,
  watchHeadScripts,
} from './boot';
import { initialLanguage } from '@/lib/language';
import { serviceNow } from '@/lib/service-clock';

keepLoadFailureIn(document, initialLanguage());
watchHeadScripts(document);
showPrerenderedPage(document, serviceNow(), prerenderedPageOf(document.currentScript));
