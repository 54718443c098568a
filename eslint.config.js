import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import serverModuleOrder from './eslint-rules/server-module-order.js';

// The dependency direction (docs/decisions/021-lint-enforced-boundaries.md, STYLE.md rule 2):
// domain and contract depend on nothing of ours; connectors on them; bots on domain; the apps on the
// packages; the SPA never on the server or the connectors. scripts/lint-rules/lint-rules.test.ts proves
// each rule below rejects a bad sample; a new rule gets a row there.
//
// ESLint keeps only the last matching block's options for a rule, so a block that restricts imports
// lists every pattern that applies to its files; the patterns are named here once for that reason.
// They match import names; `import-x/no-relative-packages` makes the name the only way across a
// package, so a relative path (`../../server/src/app`) cannot dodge them.
const serverCode = {
  group: ['@skinpilot/server', '@skinpilot/server/*'],
  message: 'Only the server imports server code; share through @skinpilot/contract or @skinpilot/domain.',
};
const webCode = {
  group: ['@skinpilot/web', '@skinpilot/web/*'],
  message: 'Only the SPA imports SPA code.',
};
const connectorsFromWeb = {
  group: ['@skinpilot/connectors', '@skinpilot/connectors/*'],
  message: 'The SPA never imports the connectors: it talks to the platforms through our API.',
};
const restrictImports = (...patterns) => ['error', { patterns }];
const noCycle = ['error', { ignoreExternal: true }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'apps/server/drizzle/**',
      // Bad samples that break the rules on purpose; lint-rules.test.ts lints them with ignores off.
      'scripts/lint-rules/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },

  // Import graph rules. The resolver follows imports as TypeScript does (package.json exports,
  // extensionless paths, symlinked workspaces to their real folders); the repo has no tsconfig `paths`,
  // so one resolver without a tsconfig serves every workspace.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      // One package reaches another only by its name, so the name rules below see every crossing.
      'import-x/no-relative-packages': 'error',
    },
  },
  // No import cycles: a cycle makes load order matter and the layers meaningless. Type-only imports
  // are skipped (they vanish at run time), and so are npm packages (`ignoreExternal`: they never import
  // us back, and leaving them out keeps lint fast). Workspace packages resolve to packages/*, so a
  // cycle across packages is caught too.
  {
    ignores: ['apps/server/src/**'],
    rules: { 'import-x/no-cycle': noCycle },
  },
  // Server cycles, in a block of their own so that the module restructuring (issue 13) can tune it
  // without touching the rest. It found no cycle on 2026-11-26 (type-only imports aside).
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-cycle': noCycle },
  },

  // The SPA: browser code in src; everything under apps/web (e2e and build scripts included) stays off
  // the server and the connectors.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports(serverCode, connectorsFromWeb) },
  },
  // A feature never reaches into another feature: shared pieces live in src/shared. Relative paths
  // only say where they lead given the importing file's depth, so each depth gets its own rule:
  // from features/<f>/a/b/File.tsx, `../../lib` stays inside <f> and `../../../other` leaves it.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictImports(serverCode, connectorsFromWeb, {
        group: [`${'../'.repeat(depth)}[a-z]*/**`, `${'../'.repeat(depth + 1)}features/**`],
        message: 'Features do not import each other; move shared code to src/shared.',
      }),
    },
  })),

  // Every package stays off the apps. This is the whole rule for packages/connectors (it may import
  // @skinpilot/domain and @skinpilot/contract); the packages below narrow it.
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports(serverCode, webCode) },
  },
  // The domain rules are the bottom layer: both sides and every other package build on them.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports({
        group: ['@skinpilot/*'],
        message: 'packages/domain imports nothing of ours: the other packages build on it.',
      }),
    },
  },
  // The contract is what the server and the SPA agree on: zod schemas and nothing that would drag a
  // side's code (or the domain's rules) into the other's bundle.
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports({
        regex: '^(?!zod$|vitest$|\\.\\.?/)',
        message: 'packages/contract imports zod and its own files only.',
      }),
    },
  },
  // The bot engine is pure (DESIGN.md, the bot runtime): it reads no clock, draws no random number
  // and does no I/O; the worker hands it `now` and balances. It builds on the domain rules only.
  {
    files: ['packages/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports({
        regex: '^(?!@skinpilot/domain$|\\.\\.?/|vitest$)',
        message: 'The bot engine imports @skinpilot/domain and its own files only.',
      }),
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
            'live-events',
            'activity',
            'system-config',
            'prices',
            'credits',
            'billing',
            'trading-accounts',
            'market',
            'notifications',
            'bot-trades',
            'steam-tools',
            'deposits',
            'orchestration',
            'sniping-feed',
            'profile',
            'admin',
            'metrics',
          ],
        },
      ],
    },
  },
  // The server stays off the SPA's code.
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports(webCode) },
  },
  // Only repositories (and table definitions) know the ORM: operations call repository functions, so
  // a query has one home and the rules read without SQL. Infrastructure (db/) opens the database.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.queries.ts',
      '**/*.schema.ts',
      '**/*.test.ts',
      'apps/server/src/db/**',
    ],
    rules: {
      'no-restricted-imports': restrictImports(webCode, {
        group: ['drizzle-orm', 'drizzle-orm/*'],
        message:
          'Only *.repository.ts, *.queries.ts and *.schema.ts files import drizzle-orm; move the query into a repository.',
      }),
    },
  },
  // A module's `*.queries.ts` holds reads other modules may import (decision 024): it only reads, so
  // a write or a row lock found there is refused; those stay in the module's repositories.
  {
    files: ['apps/server/src/**/*.queries.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(insert|update|delete|execute)$/]',
          message: 'A *.queries.ts file only reads; put the write in a *.repository.ts file.',
        },
        {
          selector: "CallExpression[callee.property.name='for']",
          message:
            'A *.queries.ts file takes no row lock; a locked read belongs to the change, in a repository.',
        },
      ],
    },
  },
  // Only repositories and queries use a table: an operation that imports one (a value, not a type)
  // could write `tx.insert(table)` where no ORM import shows it (issue 24). The sealed-column
  // registries name their tables for the vault's rotation.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.queries.ts',
      '**/*.schema.ts',
      '**/*.sealed-columns.ts',
      '**/*.test.ts',
      'apps/server/src/db/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.schema(\\.js)?$',
              allowTypeImports: true,
              message:
                'Only *.repository.ts and *.queries.ts files use a table; call a repository function instead of tx.insert/select on it.',
            },
          ],
        },
      ],
    },
  },
);
