// Built as a classic script (scripts/prerender.ts) and run by a prerendered page's HTML right after
// `#boot-status`, while the page is parsed: the prerendered page is in place before the first paint.
// The app's entry is in the page's head, fetched from the start; the opened page's own files are
// asked for here, beside it, instead of after the entry has run, and a signed-in page's session reads
// are sent (index.html carries this script too).
import {
  keepLoadFailureIn,
  prerenderedPageOf,
  showPrerenderedPage,
  startingToken,
  watchHeadScripts,
} from './boot';
import { preloadRouteCode, routeKeysAt, signedInRoutes } from '@/app/route-chunks';
import { sendStartUpReads } from '@/app/start-up-reads';
import { initialLanguage } from '@/lib/language';
import { serviceNow } from '@/lib/service-clock';

const token = startingToken(serviceNow());
const routeKeys = routeKeysAt(location.pathname, token !== null);
preloadRouteCode(routeKeys);
// A page behind login waits for the session's reads: sent now, beside the code. Not with `?mock=`
// in the address, whose forced answers (a QA tool, mocks/README.md) are set up by a script that
// runs after this one.
if (
  token !== null &&
  routeKeys.some((key) => key.startsWith(signedInRoutes)) &&
  !new URLSearchParams(location.search).has('mock')
)
  void sendStartUpReads(token);
keepLoadFailureIn(document, initialLanguage());
watchHeadScripts(document);
showPrerenderedPage(document, serviceNow(), prerenderedPageOf(document.currentScript));
