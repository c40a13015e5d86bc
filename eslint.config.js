import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noLiteralText from './eslint-rules/no-literal-text.js';
import notYetTranslated from './eslint-rules/not-yet-translated.js';
import tseslint from 'typescript-eslint';

const featuresOf = (side) => fs.readdirSync(`${side}/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * The boundaries (docs/decisions/0011-boundaries.md): a feature imports lib/, components/, shared/
 * and its own files, never another feature; lib/ and components/ import no feature; the client
 * never imports the server nor the reverse; shared/ imports neither. Only the composition roots
 * (client/app, server/app.ts, the seed and the tests) reach into features.
 */
const boundaryZones = [
  ...['client', 'server'].flatMap((side) =>
    featuresOf(side).map((feature) => ({
      target: `./${side}/features/${feature}`,
      from: `./${side}/features`,
      except: [`./${feature}`],
      message: `A feature imports lib/, components/, shared/ and its own files only; compose features in ${side}/app${side === 'server' ? '.ts' : '/'} or move what both need to lib/ or shared/.`,
    })),
  ),
  { target: ['./client/lib', './client/components'], from: './client/features', message: 'lib/ and components/ serve every feature and import none.' },
  { target: './server/lib', from: './server/features', message: 'server/lib serves every feature and imports none.' },
  { target: './client', from: './server', message: 'The client must not import server code; share through shared/.' },
  { target: './server', from: './client', message: 'The server must not import client code; share through shared/.' },
  { target: './shared', from: ['./client', './server'], message: 'shared/ is imported by both sides and imports neither.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.bench/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed for their imports (the cycle check follows them); paths resolve as tsconfig says.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // A lazy import() of a screen's part loads later, so it is no cycle at load time.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
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
  {
    // French typography keeps a no-break space before : ; ? ! and inside « »: written text, in strings and templates.
    files: ['server/seed/content/*-translations/**/*.ts'],
    rules: { 'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }] },
  },
  {
    // Issue 25: words come from the message catalogues. The screens not yet translated are listed, and the
    // list only shrinks (tests/unit/i18n-catalogues.test.ts fails when a listed file has no words left).
    files: ['client/**/*.tsx'],
    ignores: notYetTranslated,
    plugins: { i18n: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'i18n/no-literal-text': 'error' },
  },
);
