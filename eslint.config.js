// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import structure from './eslint/structure-rules.js';

// A feature never imports another feature: one zone per feature folder. What several features
// need lives in the shared domain layer, src/entities (docs/architecture.md).
const featureZones = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    target: `./src/features/${entry.name}`,
    from: './src/features',
    except: [`./${entry.name}`],
    message:
      'A feature never imports another feature: compose them in a route or the app layer, or move what both need to src/entities.',
  }));

// Item 4 of issue #14: a message to another window always names its target origin, and raw HTML
// only ever reaches the DOM through the one sanitising component (src/lib/safe-html.tsx).
const wildcardPostMessage = [
  'CallExpression[callee.property.name="postMessage"][arguments.1.value="*"]',
  'CallExpression[callee.name="postMessage"][arguments.1.value="*"]',
  'CallExpression[callee.property.name="postMessage"][arguments.1.quasis.0.value.raw="*"]',
  'CallExpression[callee.property.name="postMessage"] > ObjectExpression > Property[key.name="targetOrigin"][value.value="*"]',
].map((selector) => ({
  selector,
  message: "postMessage(…, '*') hands the message to any origin: name the target origin.",
}));
const rawHtml = [
  'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
  'Property[key.name="dangerouslySetInnerHTML"]',
].map((selector) => ({
  selector,
  message:
    'Render service HTML through <SafeHtml> (src/lib/safe-html.tsx), never dangerouslySetInnerHTML.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'test-results-*',
      'node_modules',
      'generated',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench-results',
      '**/*.tmp.mjs',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': true },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-syntax': ['error', ...wildcardPostMessage, ...rawHtml],
    },
  },
  {
    // The sanitising component is the one place raw HTML may be handed to React.
    files: ['src/lib/safe-html.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...wildcardPostMessage] },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Layers import one way (docs/architecture.md): generated → lib/api → entities → features →
      // routes/app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './src/features/*/!(api)/**',
              from: './generated',
              message: 'Only src/lib/api, src/features/*/api and route loaders import generated/.',
            },
            {
              target: './src/features/*/*.{ts,tsx}',
              from: './generated',
              message: 'Only src/lib/api, src/features/*/api and route loaders import generated/.',
            },
            {
              target: ['./src/entities/*/!(api)/**', './src/entities/*/*.{ts,tsx}'],
              from: './generated',
              message:
                'Only src/lib/api, src/entities/*/api and src/features/*/api import generated/.',
            },
            {
              target: './src/entities',
              from: ['./src/features', './src/routes', './src/app'],
              message: 'The shared domain layer imports no feature, route or app code.',
            },
            {
              target: ['./src/components', './src/lib', './src/utils'],
              from: ['./src/features', './src/routes', './src/app', './src/entities'],
              message:
                'Shared code is domain-free: it never imports entities, features, routes or the app.',
            },
            {
              target: './src/lib',
              from: './src/components',
              message:
                'src/lib is the ground floor: components build on it, never the other way round.',
            },
            {
              target: './src/features',
              from: ['./src/routes', './src/app'],
              message: 'Features are composed by routes and the app, never the other way round.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
  },
  {
    // The import graph has no circle (type imports included), and the entities import each other
    // one way only: each file and each entity can be read, moved and tested on its own.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { structure },
    rules: { 'structure/no-import-cycle': 'error', 'structure/no-entity-cycle': 'error' },
  },
  {
    // File names are kebab-case; src/routes is named by the router's file conventions.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/routes/**'],
    plugins: { structure },
    rules: { 'structure/kebab-case-file-name': 'error' },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
