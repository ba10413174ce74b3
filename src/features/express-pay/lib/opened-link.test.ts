import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetOpenedLink,
  OPENED_LINK_STORAGE_KEY,
  resetOpenedLinkForTests,
  readOpenedLink,
  rememberOpenedLink,
} from './opened-link';

afterEach(() => {
  forgetOpenedLink();
  resetOpenedLinkForTests();
});

describe('opened link', () => {
  it('is kept for this tab, by strategy, off the URL', () => {
    rememberOpenedLink('card', 'a1b2c3d4');
    expect(readOpenedLink('card')).toBe('a1b2c3d4');
    expect(readOpenedLink('ach')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(OPENED_LINK_STORAGE_KEY) ?? '{}')).toEqual({
      strategy: 'card',
      link: 'a1b2c3d4',
    });
  });

  it('is read back from storage after a reload', () => {
    sessionStorage.setItem(
      OPENED_LINK_STORAGE_KEY,
      JSON.stringify({ strategy: 'card', link: 'zz9' }),
    );
    expect(readOpenedLink('card')).toBe('zz9');
  });

  it('ignores an unreadable value', () => {
    sessionStorage.setItem(OPENED_LINK_STORAGE_KEY, '{"strategy":"card","link":7}');
    expect(readOpenedLink('card')).toBeNull();
  });

  it('is gone for a reload once forgotten, and stays for the page on screen', () => {
    rememberOpenedLink('card', 'a1b2c3d4');
    forgetOpenedLink();
    expect(sessionStorage.getItem(OPENED_LINK_STORAGE_KEY)).toBeNull();
    expect(readOpenedLink('card')).toBe('a1b2c3d4');
    // A reload starts with nothing in memory.
    resetOpenedLinkForTests();
    expect(readOpenedLink('card')).toBeNull();
  });
});
