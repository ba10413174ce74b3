// Built as a classic script (scripts/prerender.ts) and run by a prerendered page's HTML right after
// `#boot-status`, while the page is parsed: the prerendered page is in place before the first paint.
// The app's entry is in the page's head, fetched from the start; the opened page's own files are
// asked for here, beside it, instead of after the entry has run (index.html carries this script too).
import {
  keepLoadFailureIn,
  prerenderedPageOf,
  showPrerenderedPage,
  startsSignedIn,
  watchHeadScripts,
} from './boot';
import { preloadRouteCode, routeKeysAt } from '@/app/route-chunks';
import { initialLanguage } from '@/lib/language';
import { serviceNow } from '@/lib/service-clock';

preloadRouteCode(routeKeysAt(location.pathname, startsSignedIn(serviceNow())));
keepLoadFailureIn(document, initialLanguage());
watchHeadScripts(document);
showPrerenderedPage(document, serviceNow(), prerenderedPageOf(document.currentScript));
