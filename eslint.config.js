import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      // A feature never reaches into another feature: shared pieces live in src/shared.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@skinpilot/server', '**/apps/server/**'],
              message: 'The SPA never imports server code.',
            },
            {
              group: ['../../[a-z]*/**', '../../../features/**'],
              message: 'Features do not import each other; move shared code to src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@skinpilot/server', '@skinpilot/web', '**/apps/**'] }],
    },
  },
);
