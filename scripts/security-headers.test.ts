import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  refusedInlineScripts,
  scriptHashSource,
  contentSecurityPolicy,
  installFileHeaders,
  isEmbedRequest,
  readHeaderInputs,
  renderNginx,
  securityHeaders,
  type HeaderInputs,
} from './security-headers';
import { bootScriptSource } from './prerender';

const inputs: HeaderInputs = {
  services: ['/mock/users', 'https://api.courtyard.example/users', 'https://pay.example.com/v2'],
  embedParentOrigins: ['https://www.association.example'],
  captchaProvider: 'sandbox',
  contentOrigins: ['https://files.courtyard.example'],
};

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the security headers', () => {
  it('lock every page down and let nothing frame it outside /embed', () => {
    const headers = securityHeaders('/billing?tab=1', inputs);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['X-Frame-Options']).toBe('DENY');
    const csp = headers['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
  });

  it('turn off the features the portal never uses and keep the opener to our own popups', () => {
    for (const path of ['/billing', '/embed/billing', '/assets/index.js']) {
      const headers = securityHeaders(path, inputs);
      expect(headers['Permissions-Policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
      );
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    }
  });

  it('report what the policy blocks to the configured endpoint, and only when there is one', () => {
    const reporting = { ...inputs, cspReportEndpoint: 'https://csp.courtyard.example/r' };
    const headers = securityHeaders('/billing', reporting);
    expect(headers['Reporting-Endpoints']).toBe('csp="https://csp.courtyard.example/r"');
    const csp = headers['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'report-to')).toEqual(['csp']);
    expect(directive(csp, 'report-uri')).toEqual(['https://csp.courtyard.example/r']);
    const quiet = securityHeaders('/billing', inputs);
    expect(quiet['Reporting-Endpoints']).toBeUndefined();
    expect(directive(quiet['Content-Security-Policy'] ?? '', 'report-to')).toBeUndefined();
  });

  it('let only the configured parents frame /embed and its pages', () => {
    for (const path of ['/embed', '/embed/', '/embed/billing', '/embed?x=1']) {
      const headers = securityHeaders(path, inputs);
      expect(directive(headers['Content-Security-Policy'] ?? '', 'frame-ancestors')).toEqual([
        'https://www.association.example',
      ]);
      expect(headers['X-Frame-Options']).toBeUndefined();
    }
    expect(isEmbedRequest('/embedded')).toBe(false);
    expect(isEmbedRequest('/billing/embed')).toBe(false);
  });

  it('keep /embed unframeable when no parent is configured', () => {
    const csp = contentSecurityPolicy({ ...inputs, embedParentOrigins: [] }, true);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('allow scripts from the app and Stripe only, never inline', () => {
    const csp = contentSecurityPolicy(inputs, false);
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    // The JSON forms' validators are precompiled (scripts/generate-forms.ts): no eval either.
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'script-src')).not.toContain('data:');
  });

  it('allow the prerendered pages’ inline boot script by its hash, and no other inline script', () => {
    const csp = contentSecurityPolicy({ ...inputs, inlineScripts: ['boot()'] }, false);
    // echo -n 'boot()' | openssl dgst -sha256 -binary | base64
    expect(directive(csp, 'script-src')).toContain(
      "'sha256-MeZS89WlF0u+o0hCvHTBt4q1WHU+U+sJKgbdRUc36mY='",
    );
    expect(directive(csp, 'script-src')).toHaveLength(4);
  });

  it('connect to the app and its object URLs, the absolute service origins, the content hosts and Stripe', () => {
    expect(directive(contentSecurityPolicy(inputs, false), 'connect-src')).toEqual([
      "'self'",
      'blob:',
      'https://api.courtyard.example',
      'https://pay.example.com',
      'https://files.courtyard.example',
      'https://api.stripe.com',
    ]);
  });

  it('allow blob: previews and the providers frames', () => {
    const csp = contentSecurityPolicy(inputs, false);
    expect(directive(csp, 'frame-src')).toEqual([
      'blob:',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://m.stripe.network',
    ]);
    expect(directive(csp, 'img-src')).toContain('blob:');
  });

  it("add reCAPTCHA's origins only when the deployment uses it", () => {
    const csp = contentSecurityPolicy({ ...inputs, captchaProvider: 'recaptcha' }, false);
    expect(directive(csp, 'script-src')).toContain('https://www.gstatic.com/recaptcha/');
    expect(directive(csp, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(contentSecurityPolicy(inputs, false)).not.toContain('google');
  });

  it('read the shipped runtime configuration and deploy settings', () => {
    const shipped = readHeaderInputs('public/config.json', 'deploy/headers.json', [
      'http://127.0.0.1:4608',
    ]);
    expect(shipped.embedParentOrigins).toContain('http://127.0.0.1:4608');
    expect(shipped.services.every((s) => s.startsWith('/mock/'))).toBe(true);
    expect(shipped.contentOrigins.length).toBeGreaterThan(0);
    expect(shipped.cspReportEndpoint).toMatch(/^https:\/\//);
  });
});

describe('the nginx server block', () => {
  const conf = renderNginx(inputs, 'config.json');
  const manifestLocation = 'location = /manifest.webmanifest';

  it('sends the whole set in each location, always', () => {
    const embed = conf.slice(conf.indexOf('location ~ ^/embed'), conf.indexOf('location /assets/'));
    const assets = conf.slice(conf.indexOf('location /assets/'), conf.indexOf(manifestLocation));
    const rest = conf.slice(conf.indexOf('location / {'));
    for (const block of [embed, assets, rest]) {
      for (const name of [
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Strict-Transport-Security',
      ])
        expect(block).toMatch(new RegExp(`add_header ${name} ".+" always;`));
    }
    expect(embed).toContain('frame-ancestors https://www.association.example');
    expect(rest).toContain("frame-ancestors 'none'");
    expect(rest).toContain('add_header X-Frame-Options "DENY" always;');
    expect(assets).toContain("frame-ancestors 'none'");
  });

  it('never serves the build manifest, a map of every source file to its chunk', () => {
    expect(conf).toMatch(/location \^~ \/\.vite\/ \{\s+return 404;\s+\}/);
  });

  it('keeps hashed assets for a year and answers a missing one with 404, not the app page', () => {
    const assets = conf.slice(conf.indexOf('location /assets/'), conf.indexOf(manifestLocation));
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(assets).toContain('try_files $uri =404;');
    const rest = conf.slice(conf.indexOf('location / {'));
    expect(rest).toContain('add_header Cache-Control "no-cache";');
  });

  it('serves the web app manifest with its type and the install icons for a day, never a page', () => {
    const manifest = conf.slice(
      conf.indexOf('location = /manifest.webmanifest'),
      conf.indexOf('location /icons/'),
    );
    expect(manifest).toMatch(/types \{ \}\s+default_type application\/manifest\+json;/);
    expect(manifest).toContain('add_header Cache-Control "no-cache";');
    expect(manifest).toContain('try_files $uri =404;');
    expect(manifest).toContain('add_header X-Content-Type-Options "nosniff" always;');
    const icons = conf.slice(conf.indexOf('location /icons/'), conf.indexOf('location ^~ /.vite/'));
    expect(icons).toContain('add_header Cache-Control "public, max-age=86400";');
    expect(icons).toContain('try_files $uri =404;');
    expect(icons).toContain("frame-ancestors 'none'");
    // The preview server sends the same.
    expect(installFileHeaders('/manifest.webmanifest?v=1')).toEqual({
      'Content-Type': 'application/manifest+json',
      'Cache-Control': 'no-cache',
    });
    expect(installFileHeaders('/icons/icon-192.png')).toEqual({
      'Cache-Control': 'public, max-age=86400',
    });
    expect(installFileHeaders('/login')).toEqual({});
  });

  it('refuses a configuration whose parents or services are plain http', () => {
    const local = {
      ...inputs,
      embedParentOrigins: ['http://localhost:5173'],
      services: ['http://127.0.0.1:4610'],
    };
    expect(() => renderNginx(local, 'public/config.json')).toThrow(
      'public/config.json cannot be shipped to a host:\nframe-ancestors: http://localhost:5173 is plain http\nconnect-src: http://127.0.0.1:4610 is plain http',
    );
  });

  it('is what deploy/nginx.conf holds (npm run headers regenerates it)', async () => {
    const production = 'deploy/config.production.json';
    const inlineScripts = [await bootScriptSource(process.cwd())];
    const shipped = renderNginx({ ...readHeaderInputs(production), inlineScripts }, production);
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(shipped);
  });
});

describe('refusedInlineScripts', () => {
  const boot = 'document.title = "booted";';
  const html = `<script type="application/json" id="route-chunks">{"files":[]}</script><script>${boot}</script><script type="module" src="/assets/framework-a.js"></script>`;

  it('lists an inline script the policy has no hash for, not JSON data or files', () => {
    const policy = `default-src 'self'; script-src 'self' 'sha256-other='; object-src 'none'`;
    expect(refusedInlineScripts(html, policy)).toEqual([boot]);
  });

  it('reads default-src where the policy has no script-src', () => {
    expect(refusedInlineScripts(html, `default-src 'self'`)).toEqual([boot]);
    expect(refusedInlineScripts(html, '')).toEqual([]);
  });

  it('passes a page whose boot script the policy allows by its hash', () => {
    const policy = `default-src 'self'; script-src 'self' ${scriptHashSource(boot)}`;
    expect(refusedInlineScripts(html, policy)).toEqual([]);
  });
});
