import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  collectRouteNamespaces,
  generatedFile,
  nonLiteralTranslationCalls,
  readStartupNamespaces,
  renderRouteNamespaces,
} from './route-namespaces';

// Tests run from the project's root (vitest.config.ts).
const root = process.cwd();

describe('route namespaces', () => {
  const map = collectRouteNamespaces(root, readStartupNamespaces(root));

  it('is committed as the build would write it', () => {
    expect(readFileSync(`${root}/${generatedFile}`, 'utf8')).toBe(renderRouteNamespaces(map));
  });

  it("follows a route's imports to the namespaces its page and components ask for", () => {
    // The billing page's form (features/payments) asks for `payments`, two imports away.
    expect(map['/_app/_authed/billing/']).toEqual(['make-payment', 'payments']);
    expect(map['/_app/_authed/billing/account-history']).toEqual(['account', 'data-table']);
    expect(map['/_express/epay/$strategy/$link/']).toEqual(['express-pay']);
    expect(map['app-chrome']).toContain('assistant');
  });

  it('leaves out what every visit loads at start', () => {
    const startup = readStartupNamespaces(root);
    expect(startup).toEqual(['common', 'auth', 'errors']);
    for (const namespaces of Object.values(map))
      for (const namespace of startup) expect(namespaces).not.toContain(namespace);
  });

  it('sees every namespace: the only call it cannot read asks for a startup one', () => {
    // ERRORS_NAMESPACE is 'errors' (src/lib/api/error-policy.ts), loaded at start.
    expect(nonLiteralTranslationCalls(root)).toEqual([
      'src/components/toast/toast-viewport.tsx: ERRORS_NAMESPACE',
    ]);
  });
});
