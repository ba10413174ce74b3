import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { mockProxy } from './scripts/ports.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  // The default runtime config points every service at /mock/<service>; these forward to Prism.
  server: { proxy: mockProxy(), strictPort: true },
  preview: { proxy: mockProxy(), strictPort: true },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Named chunks so the budget check can tell the heavy, route-only libraries apart.
        codeSplitting: {
          groups: [
            // What every first page needs, in one file: fewer requests and better compression
            // than a dozen small shared chunks.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query)|effector|effector-react|effector-storage|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            { name: 'rjsf', test: /[\\/]node_modules[\\/](@rjsf|ajv|ajv-formats)[\\/]/ },
            { name: 'stripe', test: /[\\/]node_modules[\\/]@stripe[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
  },
});
