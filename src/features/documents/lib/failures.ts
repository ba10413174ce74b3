import type { ProblemWording } from '@/lib/api/problem';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How the library words a failed change (the shared vocabulary, `problemText`): a name taken
 * (409, DC001), an item someone else removed (404, 410), a rejection in the service's words.
 * Library changes suppress their toast, so a server failure's Error Code is said here.
 */
export function documentsWording(t: Translate, subject: 'folder' | 'document'): ProblemWording {
  return {
    ownWordsFor: ['invalid', 'tooLarge'],
    ownWords: (detail) => t('failures.invalidDetail', { detail }),
    kinds: {
      conflict: t('failures.nameExists'),
      notFound: subject === 'folder' ? t('failures.goneFolder') : t('failures.goneDocument'),
      forbidden: t('failures.forbidden'),
      invalid: t('failures.invalid'),
      tooLarge: t('failures.invalid'),
    },
    withErrorCode: true,
  };
}
