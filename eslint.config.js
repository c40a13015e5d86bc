import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.bench/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@server/*'], message: 'The client must not import server code; share through shared/.' },
            {
              group: ['@client/features/*/components/*', '@client/features/*/pages/*'],
              message: "Features use each other's api.ts only; move shared UI to client/components.",
            },
          ],
        },
      ],
    },
  },
  {
    // client/app composes the features (router, layout), so it may reach their pages and components.
    files: ['client/app/**/*.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**', '@client/*'], message: 'Server and shared code must not import the client.' }] },
      ],
    },
  },
  {
    // Policies run in the browser too: no server code, and the contract's types only (no zod in the bundle).
    files: ['shared/policies/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**', '@client/*'], message: 'Server and shared code must not import the client.' },
            { group: ['**/server/**', '@server/*'], message: 'Policies are pure rules shared by both sides; database checks go in the feature\'s server policy.ts.' },
            { group: ['zod', '../api/*'], allowTypeImports: true, message: 'Policies import types only from the contract, so no zod reaches the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
