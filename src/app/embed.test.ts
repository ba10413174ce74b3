import { describe, expect, it } from 'vitest';
import { embedRewrite, isEmbedPath, maybeHosted } from './embed';

const rewrite = (fn: typeof embedRewrite.input, href: string) => {
  const out = fn?.({ url: new URL(href) });
  return out === undefined ? href : String(out);
};

describe('the /embed rewrite', () => {
  it('strips the prefix on the way in and adds it on the way out', () => {
    expect(rewrite(embedRewrite.input, 'https://p.example/embed/billing?x=1')).toBe(
      'https://p.example/billing?x=1',
    );
    expect(rewrite(embedRewrite.input, 'https://p.example/embed')).toBe('https://p.example/');
    expect(rewrite(embedRewrite.output, 'https://p.example/billing?x=1')).toBe(
      'https://p.example/embed/billing?x=1',
    );
    expect(rewrite(embedRewrite.output, 'https://p.example/')).toBe('https://p.example/embed');
  });

  it('does not mistake a look-alike path for the prefix', () => {
    expect(isEmbedPath('/embedded')).toBe(false);
    expect(rewrite(embedRewrite.input, 'https://p.example/embedded')).toBe(
      'https://p.example/embedded',
    );
  });
});

describe('maybeHosted', () => {
  it('is false for a plain top-level visit and true when framed or given a bridge', () => {
    const top = {} as { parent?: unknown } & Record<string, unknown>;
    top.parent = top;
    expect(maybeHosted(top as unknown as Window)).toBe(false);
    expect(maybeHosted({ parent: {} } as unknown as Window)).toBe(true);
    const shell = { ReactNativeWebView: { postMessage: () => undefined } } as Record<
      string,
      unknown
    >;
    shell.parent = shell;
    expect(maybeHosted(shell as unknown as Window)).toBe(true);
  });
});
