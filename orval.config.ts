import { defineConfig, type Options } from 'orval';
import { zodServices } from './scripts/zod-services.ts';

// One entry per contract for react-query hooks, one for zod schemas (ARCHITECTURE §4) where the
// portal checks the service's answers (scripts/zod-services.ts).
const services = [
  { file: 'users', fetcher: 'usersFetch' },
  { file: 'associations', fetcher: 'associationsFetch' },
  { file: 'action-items', fetcher: 'actionItemsFetch' },
  { file: 'connect-payments', fetcher: 'connectPaymentsFetch' },
  { file: 'express-pay', fetcher: 'expressPayFetch' },
] as const;

const input = (file: string): Options['input'] => ({
  target: `./openapi/${file}.yaml`,
  parserOptions: { externalRefs: { allow: ['./shared/components.yaml'] } },
});

function zodEntry(file: string): [string, Options] {
  return [
    `${file}-zod`,
    {
      input: input(file),
      output: {
        mode: 'single',
        target: `./generated/${file}/zod/${file}.zod.ts`,
        client: 'zod',
        clean: true,
        // zod/mini: the answers are checked in the signed-in pages, each held to 60 KiB gzip;
        // the classic API costs several KiB more there.
        override: { zod: { variant: 'mini' } },
      },
    },
  ];
}

export default defineConfig(
  Object.fromEntries(
    services.flatMap(({ file, fetcher }): [string, Options][] => [
      [
        file,
        {
          input: input(file),
          output: {
            mode: 'tags-split',
            target: `./generated/${file}/hooks`,
            schemas: `./generated/${file}/model`,
            client: 'react-query',
            httpClient: 'fetch',
            clean: true,
            // Header parameters (the confirms' Idempotency-Key) become typed arguments.
            headers: true,
            // Namespaces query keys per service; the service fetcher swaps it for the base URL.
            baseUrl: `${file}:`,
            override: {
              mutator: { path: './src/lib/api/fetchers.ts', name: fetcher },
              fetch: { includeHttpResponseReturnType: false },
              query: { signal: true },
            },
          },
        },
      ],
      ...(zodServices.includes(file) ? [zodEntry(file)] : []),
    ]),
  ),
);
