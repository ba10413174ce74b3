import type { ServiceName } from '@/lib/api/services';
// Relative, like is-record below: generated/capabilities.ts holds no other import.
import {
  capabilities as knownCapabilities,
  type Capability,
} from '../../generated/capabilities.ts';
// Relative: the build's own config (vite.config.ts, scripts/security-headers.ts) reads this module
// before the @/ alias exists.
import { isRecord } from '../lib/is-record.ts';
import { takeEarlyRead, untilAborted } from '../lib/api/early-reads.ts';

/**
 * The runtime configuration: loaded from /config.json next to the app, so one build serves the
 * mock, staging and production. Every key is documented in the README.
 */
export interface RuntimeConfig {
  services: Record<ServiceName, string>;
  mobileSsoUrl: string;
  helpCenterUrl: string;
  stripePublishableKey: string;
  paymentProvider: 'sandbox' | 'stripe';
  captchaSiteKey: string;
  captchaProvider: 'sandbox' | 'recaptcha';
  pmbCustomers: string[];
  docsCustomers: string[];
  embedParentOrigins: string[];
  expressLayout: boolean;
  maxUploadBytes: number;
  /**
   * The capabilities this deployment's services offer: the operations SPEC §7 does not name,
   * grouped (docs/contracts.md, "Extensions and capabilities"). A file without the key offers
   * none: services known to answer only the spec's calls.
   */
  capabilities: Capability[];
}

// Validated by hand rather than with zod: this runs before the first page renders, where even
// zod/mini costs about 8 KiB gzip (docs/architecture.md). Each check returns a problem or null.
type Check = (value: unknown) => string | null;

const isString = (value: unknown): value is string => typeof value === 'string';
const text =
  (test: (value: string) => boolean, problem: string): Check =>
  (value) =>
    isString(value) && test(value.trim()) ? null : problem;

// Plain http only for this machine (development, the journeys): anywhere else it carries tokens
// and card data in the clear (issue 23).
const LOCAL_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/[^\s]*)?$/;
const HTTPS = /^https:\/\/[^\s/]+(\/[^\s]*)?$/;

// A service base URL: absolute https (http on localhost), or a same-origin path such as the mock
// proxy's /mock/users.
const baseUrl = text(
  (v) => HTTPS.test(v) || LOCAL_HTTP.test(v) || /^\/[^\s/][^\s]*$/.test(v),
  'must be an https URL (http only on localhost) or a path starting with /',
);
const absoluteUrl = text((v) => HTTPS.test(v) || LOCAL_HTTP.test(v), 'must be an https URL');
const origin = text(
  (v) => /^https:\/\/[^\s/]+$/.test(v) || (LOCAL_HTTP.test(v) && !/:\/\/[^/]+\//.test(v)),
  'must be an origin such as https://www.example.com (no path, no trailing slash; http only on localhost)',
);
const nonEmpty = text((v) => v.length > 0, 'must not be empty');
const oneOf =
  (...options: string[]): Check =>
  (value) =>
    isString(value) && options.includes(value) ? null : `must be one of ${options.join(', ')}`;
const boolean: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');
const positiveInteger: Check = (value) =>
  Number.isSafeInteger(value) && (value as number) > 0 ? null : 'must be a positive whole number';

const serviceKeys: readonly ServiceName[] = [
  'users',
  'associations',
  'actionItems',
  'connectPayments',
  'expressPay',
];

const checks: Record<
  Exclude<keyof RuntimeConfig, 'services' | 'capabilities'>,
  Check | { each: Check }
> = {
  mobileSsoUrl: absoluteUrl,
  helpCenterUrl: absoluteUrl,
  stripePublishableKey: text(
    (v) => /^pk_(test|live)_[A-Za-z0-9]+$/.test(v),
    'must be a Stripe publishable key (pk_test_… or pk_live_…)',
  ),
  paymentProvider: oneOf('sandbox', 'stripe'),
  captchaSiteKey: nonEmpty,
  captchaProvider: oneOf('sandbox', 'recaptcha'),
  pmbCustomers: { each: nonEmpty },
  docsCustomers: { each: nonEmpty },
  embedParentOrigins: { each: origin },
  expressLayout: boolean,
  maxUploadBytes: positiveInteger,
};

/**
 * The sandbox providers take any card and any captcha: they belong with the mock services only,
 * never beside a live Stripe key or services on https (a real deployment).
 */
function sandboxProblems(raw: Record<string, unknown>): string[] {
  const services = isRecord(raw.services) ? Object.values(raw.services) : [];
  const realServices = services.some((url) => isString(url) && url.trim().startsWith('https:'));
  const liveKey =
    isString(raw.stripePublishableKey) && raw.stripePublishableKey.trim().startsWith('pk_live_');
  const problems: string[] = [];
  if (raw.paymentProvider === 'sandbox' && liveKey)
    problems.push(
      'paymentProvider: the sandbox provider cannot be used with a live key (pk_live_…)',
    );
  if (raw.paymentProvider === 'sandbox' && realServices)
    problems.push('paymentProvider: the sandbox provider cannot be used with https services');
  if (raw.captchaProvider === 'sandbox' && realServices)
    problems.push('captchaProvider: the sandbox provider cannot be used with https services');
  return problems;
}

/** `capabilities`: absent (none), or a list of known names, each once. */
function capabilityProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return ['capabilities: must be a list'];
  const known: readonly string[] = knownCapabilities;
  return value.flatMap((item: unknown, index) => {
    const at = `capabilities.${String(index)}`;
    if (!isString(item) || !known.includes(item))
      return [`${at}: must be one of ${known.join(', ')}`];
    return value.indexOf(item) === index ? [] : [`${at}: ${item} is listed twice`];
  });
}

function problemsOf(raw: unknown): string[] {
  if (!isRecord(raw)) return ['(root): must be a JSON object'];
  const problems: string[] = [];
  const known = new Set<string>(['services', 'capabilities', ...Object.keys(checks)]);
  const unknown = Object.keys(raw).filter((key) => !known.has(key));
  if (unknown.length > 0) problems.push(`${unknown.join(', ')}: unknown key`);

  const services = raw.services;
  if (!isRecord(services)) {
    problems.push('services: must be an object with one base URL per service');
  } else {
    for (const key of serviceKeys) {
      const problem = baseUrl(services[key]);
      if (problem) problems.push(`services.${key}: ${problem}`);
    }
    const extra = Object.keys(services).filter(
      (key) => !(serviceKeys as readonly string[]).includes(key),
    );
    if (extra.length > 0) problems.push(`services.${extra.join(', ')}: unknown key`);
  }

  for (const [key, check] of Object.entries(checks)) {
    const value = raw[key];
    if (typeof check === 'function') {
      const problem = check(value);
      if (problem) problems.push(`${key}: ${problem}`);
    } else if (!Array.isArray(value)) {
      problems.push(`${key}: must be a list`);
    } else {
      value.forEach((item, index) => {
        const problem = check.each(item);
        if (problem) problems.push(`${key}.${String(index)}: ${problem}`);
      });
    }
  }
  problems.push(...capabilityProblems(raw.capabilities));
  // Across keys, once each key is well formed.
  if (problems.length === 0) problems.push(...sandboxProblems(raw));
  return problems;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** One line per bad key, `path: problem`, shown on the configuration error page. */
  readonly problems: string[];
  /** The file could not be read (no answer, too slow, a server error): trying again may help. */
  readonly retryable: boolean;
  constructor(problems: string[], { retryable = false }: { retryable?: boolean } = {}) {
    super(`Invalid runtime configuration: ${problems.join('; ')}`);
    this.problems = problems;
    this.retryable = retryable;
  }
}

/** How long the configuration may take before the page says so and offers Retry (issue 21). */
export const CONFIG_TIMEOUT_MS = 10_000;

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const problems = problemsOf(raw);
  if (problems.length > 0) throw new ConfigError(problems);
  const config = raw as RuntimeConfig;
  // Trimmed copies, so a stray space in a deployment's file never reaches a URL.
  const trim = (value: string) => value.trim();
  return {
    ...config,
    services: {
      users: trim(config.services.users),
      associations: trim(config.services.associations),
      actionItems: trim(config.services.actionItems),
      connectPayments: trim(config.services.connectPayments),
      expressPay: trim(config.services.expressPay),
    },
    mobileSsoUrl: trim(config.mobileSsoUrl),
    helpCenterUrl: trim(config.helpCenterUrl),
    stripePublishableKey: trim(config.stripePublishableKey),
    captchaSiteKey: trim(config.captchaSiteKey),
    pmbCustomers: config.pmbCustomers.map(trim),
    docsCustomers: config.docsCustomers.map(trim),
    embedParentOrigins: config.embedParentOrigins.map(trim),
    capabilities: [...((raw as { capabilities?: Capability[] }).capabilities ?? [])],
  };
}

/** Where the runtime configuration is, beside the app. */
export const RUNTIME_CONFIG_URL = '/config.json';

export async function loadRuntimeConfig(
  url = RUNTIME_CONFIG_URL,
  timeoutMs = CONFIG_TIMEOUT_MS,
): Promise<RuntimeConfig> {
  const controller = new AbortController();
  // A timer of the page (not AbortSignal.timeout), so a test clock can move it.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let raw: unknown;
  try {
    // The default cache mode, so the HTML's preload answers it; the host sends config.json with
    // Cache-Control: no-cache (deploy/nginx.conf, scripts/security-headers.ts), so a new
    // deployment's configuration is never read stale.
    // The boot script's read of it, when it sent one (src/lib/api/early-reads.ts).
    const early = takeEarlyRead(url, null);
    response = await (early
      ? untilAborted(early, controller.signal)
      : fetch(url, { signal: controller.signal }));
    if (!response.ok)
      throw new ConfigError([`${url}: could not be loaded (HTTP ${response.status})`], {
        retryable: response.status >= 500 || response.status === 408,
      });
    try {
      raw = await response.json();
    } catch (error) {
      if (controller.signal.aborted) throw error;
      throw new ConfigError([`${url}: is not valid JSON`]);
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      [
        controller.signal.aborted
          ? `${url}: did not answer within ${String(timeoutMs / 1000)} s`
          : `${url}: could not be loaded (network error)`,
      ],
      { retryable: true },
    );
  } finally {
    clearTimeout(timer);
  }
  return parseRuntimeConfig(raw);
}
