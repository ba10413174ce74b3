import { z } from 'zod/mini';
import type { ServiceName } from '@/lib/api/services';

// A service base URL: absolute http(s), or a same-origin path such as the mock proxy's /mock/users.
const baseUrl = z.string().check(
  z.trim(),
  z.refine((value) => /^https?:\/\/[^\s]+$/.test(value) || /^\/[^\s/][^\s]*$/.test(value), {
    message: 'must be an http(s) URL or a path starting with /',
  }),
);

const absoluteUrl = z.string().check(
  z.trim(),
  z.refine(
    (value) => /^https:\/\/[^\s]+$/.test(value) || /^http:\/\/(localhost|127\.0\.0\.1)/.test(value),
    { message: 'must be an https URL' },
  ),
);

const origin = z.string().check(
  z.trim(),
  z.refine((value) => /^https?:\/\/[^\s/]+$/.test(value), {
    message: 'must be an origin such as https://www.example.com (no path, no trailing slash)',
  }),
);

const nonEmpty = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

/**
 * The runtime configuration: loaded from /config.json next to the app, so one build serves the
 * mock, staging and production. Every key is documented in the README.
 */
export const runtimeConfigSchema = z.strictObject({
  services: z.strictObject({
    users: baseUrl,
    associations: baseUrl,
    actionItems: baseUrl,
    connectPayments: baseUrl,
    expressPay: baseUrl,
  }),
  mobileSsoUrl: absoluteUrl,
  helpCenterUrl: absoluteUrl,
  stripePublishableKey: z
    .string()
    .check(
      z.trim(),
      z.regex(
        /^pk_(test|live)_[A-Za-z0-9]+$/,
        'must be a Stripe publishable key (pk_test_… or pk_live_…)',
      ),
    ),
  paymentProvider: z.enum(['sandbox', 'stripe']),
  captchaSiteKey: nonEmpty,
  captchaProvider: z.enum(['sandbox', 'recaptcha']),
  pmbCustomers: z.array(nonEmpty),
  docsCustomers: z.array(nonEmpty),
  embedParentOrigins: z.array(origin),
  expressLayout: z.boolean(),
  maxUploadBytes: z.int().check(z.positive()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** One line per bad key, `path: problem`, shown on the configuration error page. */
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid runtime configuration: ${problems.join('; ')}`);
    this.problems = problems;
  }
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const key = issue.path.map(String).join('.') || '(root)';
      if (issue.code === 'unrecognized_keys') {
        return `${key === '(root)' ? '' : `${key}.`}${issue.keys.join(', ')}: unknown key`;
      }
      return `${key}: ${issue.message}`;
    }),
  );
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch {
    throw new ConfigError([`${url}: could not be loaded (network error)`]);
  }
  if (!response.ok)
    throw new ConfigError([`${url}: could not be loaded (HTTP ${response.status})`]);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError([`${url}: is not valid JSON`]);
  }
  return parseRuntimeConfig(raw);
}

export function serviceBaseUrls(config: RuntimeConfig): Record<ServiceName, string> {
  return config.services;
}
