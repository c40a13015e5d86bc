import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import noLiteralText from './no-literal-text.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.tsx'],
    languageOptions: { parser: tseslint.parser as Linter.Parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { i18n: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'i18n/no-literal-text': 'error' },
  },
] as Linter.Config[];

/** The words a component's source writes in place (issue 25), as the lint rule reports them; a file's eslint-disable comments for other rules are not reports. */
export const wordsIn = (code: string) => linter.verify(code, config, 'component.tsx').filter((problem) => problem.ruleId === 'i18n/no-literal-text');
