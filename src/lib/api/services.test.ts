// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '@/testing/locales';
import { isOpenWithoutToken, operationsWithoutToken, type ServiceName } from './services';

const contractFile: Record<ServiceName, string> = {
  users: 'users',
  associations: 'associations',
  actionItems: 'action-items',
  connectPayments: 'connect-payments',
  expressPay: 'express-pay',
};
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head'];

/** The operations a contract lets through without a token, as "METHOD /path". */
function openInContract(service: ServiceName): string[] {
  const contract = parse(
    readFileSync(`${repoRoot}openapi/${contractFile[service]}.yaml`, 'utf8'),
  ) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => {
        const security = item[method]?.security;
        // No requirement at all, or an empty one among the alternatives (the token is optional).
        return (
          Array.isArray(security) &&
          (security.length === 0 ||
            security.some(
              (rule) => typeof rule === 'object' && rule !== null && Object.keys(rule).length === 0,
            ))
        );
      })
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('operations without a token', () => {
  it.each(Object.keys(contractFile) as ServiceName[])('match the %s contract', (service) => {
    expect([...operationsWithoutToken[service]].sort()).toEqual(openInContract(service).sort());
  });

  it('are matched on method and path, with path parameters and a query', () => {
    expect(isOpenWithoutToken('users', 'post', '/Users/Authenticate')).toBe(true);
    expect(isOpenWithoutToken('users', 'POST', '/Homeowner/Registration/abc?step=2')).toBe(true);
    expect(isOpenWithoutToken('users', 'GET', '/Users/Authenticate')).toBe(false);
    expect(isOpenWithoutToken('users', 'POST', '/Users/Authenticate/PortalToken')).toBe(false);
    expect(isOpenWithoutToken('users', 'POST', '/Homeowner/Registration/1/extra')).toBe(false);
    expect(isOpenWithoutToken('users', 'PUT', '/Users/Password/')).toBe(true);
    expect(isOpenWithoutToken('expressPay', 'POST', '/authenticate')).toBe(true);
    expect(isOpenWithoutToken('connectPayments', 'GET', '/Account')).toBe(false);
  });
});
