import { describe, expect, it } from 'vitest';
import { withoutSearchParam } from './address-bar';

describe('withoutSearchParam', () => {
  it('drops the parameter and leaves nothing behind when it was the only one', () => {
    expect(withoutSearchParam('/forgot-login?resetToken=rst-1', 'resetToken')).toBe(
      '/forgot-login',
    );
  });

  it('keeps the path prefix, every other parameter and the fragment', () => {
    expect(
      withoutSearchParam(
        '/embed/forgot-login?from=email&resetToken=rst-1&lang=es#top',
        'resetToken',
      ),
    ).toBe('/embed/forgot-login?from=email&lang=es#top');
  });

  it('drops every copy of the parameter, empty ones included', () => {
    expect(withoutSearchParam('/forgot-login?resetToken=a&resetToken=&x=1', 'resetToken')).toBe(
      '/forgot-login?x=1',
    );
  });

  it('says so when there is nothing to remove', () => {
    expect(withoutSearchParam('/forgot-login?from=email', 'resetToken')).toBeNull();
  });
});
