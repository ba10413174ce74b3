// Built as a classic script (scripts/prerender.ts) and run by login.html right after
// `#boot-status`, while the page is parsed: the prerendered page is in place before the first paint.
import { showPrerenderedPage } from './boot';

showPrerenderedPage(document, Date.now());
