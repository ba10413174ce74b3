import { ERROR_CODES } from '@/lib/api/error-codes';
import type { ProblemWording } from '@/lib/api/problem';

type Translate = (key: string) => string;

/**
 * How the ARC screens word a failed call (the shared vocabulary, `problemText`): the service's
 * own words where they say something specific (the chair's refusal, a closed vote, a file too
 * large, a rejected field), SPEC §8 "Message failed to send." for AR500, and `failed` (what this
 * form could not do) for a server failure.
 */
export function arcsWording(t: Translate, failed: string): ProblemWording {
  return {
    codes: { [ERROR_CODES.messageSendFailed]: t('problems.sendFailed') },
    ownWordsFor: ['forbidden', 'conflict', 'tooLarge', 'invalid'],
    kinds: {
      forbidden: t('problems.forbidden'),
      conflict: t('problems.conflict'),
      tooLarge: t('problems.tooLarge'),
      invalid: t('problems.invalid'),
      notFound: t('problems.notFound'),
    },
    failed,
  };
}
