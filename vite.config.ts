import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkPlan } from './scripts/chunk-plan.ts';
import { routeChunksPlugin } from './scripts/route-chunks.ts';
import { routeNamespacesPlugin } from './scripts/route-namespaces.ts';
import { sourceAliases } from './scripts/source-aliases.ts';
import { mockForcing } from './scripts/mock-force/plugin.ts';
import { sandboxNotice } from './scripts/sandbox-notice/plugin.ts';
import { specOnlyServices } from './scripts/spec-only.ts';
import { mockProxy } from './scripts/ports.ts';
import { previewSecurityHeaders } from './scripts/preview-headers.ts';
import { prerenderPlugin } from './scripts/prerender.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { filesNeedingIsolation } from './scripts/test-isolation.ts';

const unitTestBase = {
  environment: 'jsdom' as const,
  include: ['src/**/*.test.{ts,tsx}', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
  setupFiles: ['./src/testing/setup-tests.ts'],
  restoreMocks: true,
  pool: 'threads' as const,
};
// Libraries with chunk groups of their own (build.rolldownOptions below).
// The markdown stand-in rjsf imports goes with it: elsewhere, the two chunks would import each other.
const rjsfModules =
  /[\\/]node_modules[\\/](@rjsf|ajv|ajv-formats|@x0k|fast-equals|jsonpointer|json-schema-traverse|fast-deep-equal|fast-uri|tailwind-merge|react-is)[\\/]|[\\/]schema-form[\\/]plain-markdown\.tsx$/;
const stripeModules = /[\\/]node_modules[\\/](@stripe|prop-types)[\\/]/;
// pdf-lib with its fonts' metrics, pako and its own tslib: loaded on a press for a PDF receipt.
const pdfModules = /[\\/]node_modules[\\/](pdf-lib|@pdf-lib|pako)[\\/]/;
const iconModules = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const radixModules =
  /[\\/]node_modules[\\/](@radix-ui|radix-ui|@floating-ui|aria-hidden|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|detect-node-es|get-nonce|tslib)[\\/]/;
const kits = chunkPlan({
  // What the first page of every visit loads: the login page, and the toast viewport and error
  // screen the app shell loads as soon as it is up (src/app/provider.tsx, src/main.tsx).
  isFirstLoadEntry: (id) =>
    /[\\/]src[\\/](routes[\\/](_app\.tsx|_app[\\/]login\.)|components[\\/](toast[\\/]toast-viewport|errors[\\/]router-error-screen)\.tsx)/.test(
      id,
    ),
  isRouteEntry: (id) => id.includes('?tsr-split='),
  isSignedInEntry: (id) => /[\\/]src[\\/]routes[\\/]_app[\\/]_authed/.test(id),
  // Libraries with groups of their own: the heavy ones, and those imported through one barrel
  // file (lucide-react, radix-ui), which makes each of their modules look imported by every page
  // that imports any one of them.
  isExcluded: (id) =>
    rjsfModules.test(id) ||
    stripeModules.test(id) ||
    pdfModules.test(id) ||
    iconModules.test(id) ||
    radixModules.test(id),
});

const projectRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const isolatedTests = filesNeedingIsolation(projectRoot);

export default defineConfig({
  plugins: [
    // Which translations each route needs, loaded beside its code (src/app/route-preload.ts).
    routeNamespacesPlugin(projectRoot),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders get their own chunk too: a page's data code loads with the page, not up front.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    tailwindcss(),
    // The deployment's security headers (scripts/security-headers.ts) on every preview response.
    previewSecurityHeaders(),
    // QA: `?mock=GET /Messages code=500` forces a mock answer (dev and preview servers only).
    mockForcing(),
    // The sandbox's calls from the page and its Demo data notice (dev and preview servers only).
    sandboxNotice(),
    // With the courtyard_spec_only cookie: no capability, and a 404 for every extension call.
    specOnlyServices(),
    kits.plugin,
    // The prerendered pages, shown before the app's code has run (docs/architecture.md,
    // "Prerendered pages"), and the express link's page served for a checkout link by preview.
    // Each route's script files, written into the HTML for the router's preload; before the
    // prerendered pages, which are made from index.html.
    routeChunksPlugin(projectRoot),
    prerenderPlugin(projectRoot),
    // The scripts and stylesheets also as .br and .gz, for the host to send as they are.
    precompressPlugin(),
  ],
  resolve: {
    alias: {
      ...Object.fromEntries(
        Object.entries(sourceAliases).map(([alias, directory]) => [
          alias,
          join(projectRoot, directory),
        ]),
      ),
      // No form renders markdown: rjsf's few uses get text (src/components/schema-form/plain-markdown.tsx).
      'markdown-to-jsx/react': join(projectRoot, 'src/components/schema-form/plain-markdown.tsx'),
    },
  },
  // The default runtime config points every service at /mock/<service>; these forward to Prism.
  server: { proxy: mockProxy(), strictPort: true },
  preview: { proxy: mockProxy(), strictPort: true },
  build: {
    // BUILD_OUT_DIR lets a second build (another engineer's e2e run) not overwrite this one.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    manifest: true,
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    target: 'es2022',
    modulePreload: {
      polyfill: false,
      // The HTML keeps its preload links; dynamic imports carry no dependency lists (every
      // route's chunk names, in the entry, about 2 KiB gzip of the first load): the router
      // preloads a route's files from the plan the HTML carries (scripts/route-chunks.ts).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // The entry is named as the group that holds the first page's code, which the journeys'
        // holdTheApp holds back by that name.
        entryFileNames: 'assets/framework-[hash].js',
        // Named chunks so the budget check can tell the heavy, route-only libraries apart.
        codeSplitting: {
          groups: [
            // What every first page needs, in one file: fewer requests and better compression
            // than a dozen small shared chunks. The app's own start-up modules go in too (the
            // entry imports them anyway): 5 requests fewer on every page, 1.9 KiB less gzip.
            {
              name: 'framework',
              // Only what the first page imports; what later pages use of these libraries stays
              // in their own chunks.
              tags: ['$initial'],
            },
            // Only the matched packages: their shared dependencies (clsx and the like) stay where the
            // first page can reach them without pulling rjsf along.
            {
              name: 'rjsf',
              // rjsf with its own dependencies (tailwind-merge is @rjsf/shadcn's, not ours): left
              // outside, they would import rjsf and be imported by it, a chunk cycle that fails at
              // run time.
              test: rjsfModules,
              includeDependenciesRecursively: false,
            },
            {
              name: 'stripe',
              // react-stripe-js with its prop-types: left outside, prop-types lands in the provider's
              // chunk, which imports this one and is imported by it (a chunk cycle).
              test: stripeModules,
              includeDependenciesRecursively: false,
            },
            // Before Radix's group, which would take pdf-lib's own copy of tslib.
            { name: 'pdf', test: pdfModules, includeDependenciesRecursively: false },
            // The icons and Radix parts the pages use, each in one file: left to the automatic
            // chunking they were a dozen files of 1–10 KiB that most pages needed several of.
            { name: 'icons', test: iconModules, includeDependenciesRecursively: false },
            { name: 'radix', test: radixModules, includeDependenciesRecursively: false },
            // The rest of what two or more pages share, in three kits (scripts/chunk-plan.ts,
            // docs/architecture.md "Chunk plan").
            { name: (id) => kits.kitOf(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    // One module graph per worker for the files that replace nothing; their own for those that
    // do (scripts/test-isolation.ts).
    projects: [
      {
        extends: true,
        test: {
          ...unitTestBase,
          name: 'shared',
          exclude: isolatedTests,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: ['mocks/**/*.test.ts'],
          environment: 'node',
          restoreMocks: true,
          // PGlite's WebAssembly, compiled and freed by worker threads side by side, trips a V8
          // check ("jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500): a CI run died
          // of it. In child processes each V8 holds one database at a time. Not a fresh process
          // per file (55 s more here), and after the jsdom files, not beside them (197 s, 150).
          pool: 'forks',
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          ...unitTestBase,
          name: 'isolated',
          include: isolatedTests,
          // A fresh VM context per file in a reused worker: jsdom and React are not imported
          // again for each file. With a new thread per file these 23 files took 75 CPU-s, here 32.
          pool: 'vmThreads',
          // After the shared files, not beside them: run together, the two pools took 105 CPU-s
          // against 70 one after the other (2026-11-27).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
