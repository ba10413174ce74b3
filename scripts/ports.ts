// Where the Prism mocks listen. One place for the port map, shared by the mock launcher, the dev
// and preview proxies, and Playwright.
export const mockServices = [
  { file: 'users', path: 'users', offset: 0 },
  { file: 'associations', path: 'associations', offset: 1 },
  { file: 'action-items', path: 'action-items', offset: 2 },
  { file: 'connect-payments', path: 'connect-payments', offset: 3 },
  { file: 'express-pay', path: 'express-pay', offset: 4 },
] as const;

export function mockPortBase(): number {
  const raw = process.env.MOCK_PORT_BASE ?? '4010';
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base > 65000) {
    throw new Error(`MOCK_PORT_BASE must be a port number between 1024 and 65000, got "${raw}"`);
  }
  return base;
}

/** Vite proxy table: /mock/<service>/... → http://127.0.0.1:<port>/... */
export function mockProxy() {
  const base = mockPortBase();
  return Object.fromEntries(
    mockServices.map((service) => [
      `/mock/${service.path}`,
      {
        target: `http://127.0.0.1:${base + service.offset}`,
        changeOrigin: true,
        rewrite: (path: string) => path.slice(`/mock/${service.path}`.length) || '/',
      },
    ]),
  );
}
