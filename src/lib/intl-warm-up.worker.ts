// Runs intlWarmUpSteps on a worker's thread (intl-warm-up.ts, `warmUpIntl`). ICU keeps the data it
// loads for the whole renderer process, so the page's own first formats find it there.
import { intlWarmUpSteps } from './intl-warm-up-steps';

addEventListener(
  'message',
  (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') {
      for (const step of intlWarmUpSteps(event.data)) step();
    }
    close();
  },
  { once: true },
);
