import { ERROR_CODES } from '@/lib/api/error-codes';
import type { ProblemKind, ProblemWording } from '@/lib/api/problem';

type Translate = (key: string) => string;

/**
 * How the community screens word a failed call (the shared vocabulary, `problemText`): a taken
 * slot (409, RS001), a file too large (413, DC002) and a failed upload (RQ500) in their words; a
 * rejected field or file in the service's words when it sent any.
 */
export function communityWording(
  t: Translate,
  texts?: Partial<Record<ProblemKind, string>>,
): ProblemWording {
  return {
    codes: { [ERROR_CODES.uploadFailed]: t('problems.uploadFailed') },
    ownWordsFor: ['invalid', 'tooLarge'],
    kinds: {
      conflict: t('problems.slotTaken'),
      tooLarge: t('problems.tooLarge'),
      invalid: t('problems.invalid'),
      notFound: t('problems.notFound'),
      server: t('problems.server'),
      ...texts,
    },
  };
}
