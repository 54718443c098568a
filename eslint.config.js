import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import serverModuleOrder from './eslint-rules/server-module-order.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The SPA never imports server code: the contract package is the only shared truth.
      'no-restricted-imports': ['error', { patterns: ['@skinpilot/server', '**/apps/server/**'] }],
    },
  },
  // A feature never reaches into another feature: shared pieces live in src/shared. Relative paths
  // only say where they lead given the importing file's depth, so each depth gets its own rule:
  // from features/<f>/a/b/File.tsx, `../../lib` stays inside <f> and `../../../other` leaves it.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@skinpilot/server', '**/apps/server/**'],
              message: 'The SPA never imports server code.',
            },
            {
              group: [`${'../'.repeat(depth)}[a-z]*/**`, `${'../'.repeat(depth + 1)}features/**`],
              message: 'Features do not import each other; move shared code to src/shared.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@skinpilot/server', '@skinpilot/web', '**/apps/**'] }],
    },
  },
  // The bot engine is pure (DESIGN.md, the bot runtime): it reads no clock, draws no random number
  // and does no I/O; the worker hands it `now` and balances. It builds on the domain rules only.
  {
    files: ['packages/bots/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@skinpilot/domain$|\\.\\.?/|vitest$)',
              message: 'The bot engine imports @skinpilot/domain and its own files only.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The caller passes `now`.' },
        { object: 'performance', property: 'now', message: 'The caller passes `now`.' },
        { object: 'Math', property: 'random', message: 'Decisions are deterministic.' },
      ],
      'no-restricted-globals': ['error', 'setTimeout', 'setInterval', 'fetch', 'process'],
    },
  },
  // The server's modules in their declared order, lowest first (docs/decisions/022-server-module-order.md):
  // a module imports only modules before it, and never another module's tables or queries.
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { skinpilot: { rules: { 'server-module-order': serverModuleOrder } } },
    rules: {
      'skinpilot/server-module-order': [
        'error',
        {
          srcDir: 'apps/server/src',
          order: [
            'health',
            'system',
            'vault',
            'audit',
            'users',
            'settings',
            'credits',
            'billing',
            'trading-accounts',
            'market',
            'notifications',
            'steam-tools',
            'deposits',
            'bots',
            'profile',
            'admin',
          ],
        },
      ],
    },
  },
  // Only repositories (and table definitions) know the ORM: operations call repository functions, so
  // a query has one home and the rules read without SQL. Infrastructure (db/) opens the database.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.schema.ts', '**/*.test.ts', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'Only *.repository.ts and *.schema.ts files import drizzle-orm; move the query into a repository.',
            },
          ],
        },
      ],
    },
  },
);
