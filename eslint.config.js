// ESLint flat config: TypeScript, React hooks, accessibility, Storybook, and the import boundaries of
// shared ARCHITECTURE.md as rules (a boundary crossed is a lint error, and lint errors fail `pnpm test`).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'child_process',
  'url',
];

/** A `no-restricted-imports` rule naming why the boundary exists. */
function boundary(patterns, message) {
  const regexes = patterns.filter((p) => typeof p === 'object').map((p) => ({ ...p, message }));
  const group = patterns.filter((p) => typeof p === 'string');
  return ['error', { patterns: [{ group, message }, ...regexes] }];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': boundary(
        [
          'xstate',
          'xstate/*',
          '@xstate/*',
          '@mijas/api',
          '@mijas/api/*',
          '@mijas/machines',
          '@mijas/machines/*',
          'react-router',
          'react-router/*',
          'wretch',
          'wretch/*',
        ],
        'packages/ui is presentational: no state machines, no API, no router (ARCHITECTURE.md).',
      ),
    },
  },
  {
    files: ['packages/machines/**'],
    rules: {
      'no-restricted-imports': boundary(
        [
          'react',
          'react/*',
          'react-dom',
          'react-dom/*',
          '@xstate/react',
          '@mijas/ui',
          '@mijas/ui/*',
          'react-router',
          'react-router/*',
          ...nodeBuiltins,
        ],
        'packages/machines imports xstate and @mijas/api only: no React, no router, no Node modules (ARCHITECTURE.md).',
      ),
    },
  },
  {
    files: ['packages/api/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': boundary(
        ['react', 'react/*', 'xstate', 'xstate/*', '@mijas/*', ...nodeBuiltins],
        'packages/api is shared by browser and server: wretch and zod only, no Node-only module (ARCHITECTURE.md).',
      ),
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': boundary(
        [
          // A group pattern '@mijas/api' would also match '@mijas/api/contract': only the bare name is banned.
          { regex: '^@mijas/api$' },
          '@mijas/api/client',
          '@mijas/api/client/*',
          '@mijas/machines',
          '@mijas/ui',
          '@mijas/web',
          'react',
          'react-dom',
        ],
        'apps/server imports the contract only: `@mijas/api/contract`, never the client (ARCHITECTURE.md).',
      ),
    },
  },
);
