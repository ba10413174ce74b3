// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';
import { DOCUMENT_SORTS } from './library-view';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english, has } = loadNamespace('documents');

describe('the documents texts', () => {
  it('say the SPEC §5 and §8 messages word for word', () => {
    expect(english.get('failures.nameExists')).toBe(
      'This name already exists, please enter a different name.',
    );
    expect(english.get('upload.failed')).toBe('Failed to upload files. Please try again.');
  });

  it('cover every key the components ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url));
    expect(used.size).toBeGreaterThan(50);
    // Keys built at run time.
    // documentsWording's texts (a lost connection and a server failure are the shared vocabulary's).
    for (const kind of [
      'nameExists',
      'goneFolder',
      'goneDocument',
      'forbidden',
      'invalid',
      'invalidDetail',
    ])
      used.add(`failures.${kind}`);
    for (const problem of ['required', 'separator', 'reserved', 'tooLong'])
      used.add(`nameErrors.${problem}`);
    for (const sort of DOCUMENT_SORTS) used.add(`view.sorts.${sort}`);
    for (const type of [
      'pdf',
      'image',
      'word',
      'spreadsheet',
      'presentation',
      'text',
      'archive',
      'web',
      'other',
    ])
      used.add(`types.${type}`);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
