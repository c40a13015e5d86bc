/**
 * The server's messages to people, as the code writes them in English (issue 25): what `new AppError`,
 * `badRequest`, `notFound`, a file's own shorthand for them (`conflict(...)`) and the API contract's
 * zod checks say. The error handler answers them in the request’s language from
 * shared/i18n/error-translations/{es,fr}.json, keyed by this English text;
 * tests/unit/error-translations.test.ts holds those files complete.
 *
 *   npx tsx scripts/error-messages.ts            lists every message
 *   npx tsx scripts/error-messages.ts --missing  the ones a language lacks, as JSON to fill in
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['server', 'shared/api', 'shared'];
const ERROR_CALLS = new Set(['badRequest', 'notFound']);
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'superRefine', 'email', 'url', 'uuid', 'nonempty', 'startsWith', 'endsWith', 'includes', 'int', 'positive', 'nonnegative', 'gte', 'lte', 'gt', 'lt', 'multipleOf', 'trim', 'datetime', 'date']);

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'seed' ? [] : filesUnder(full);
    return /\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** A string the node stands for: a literal, a template without values, or a const of the same file holding one. */
function textOf(node: ts.Expression, constants: Map<string, string>): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isIdentifier(node)) return constants.get(node.text) ?? null;
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression, constants);
  return null;
}

/** A function's name and its parameters, for a declaration or a named arrow/function expression. */
function namedFunction(node: ts.Node): { name: string; fn: ts.SignatureDeclaration & { body?: ts.Node } } | null {
  if (ts.isFunctionDeclaration(node) && node.name) return { name: node.name.text, fn: node };
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
    return { name: node.name.text, fn: node.initializer };
  }
  return null;
}

/**
 * Helpers that make an error from a message they are given (`const conflict = (message: string) =>
 * new AppError('CONFLICT', message)`, `stopMonthlyGift(db, payments, gift, unreachable)`): by name, the
 * position of the parameter that becomes the message. Their callers' texts are messages too.
 */
function errorHelpersOf(file: string, into: Map<string, number>) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    const found = namedFunction(node);
    if (found?.fn.body) {
      const parameters = found.fn.parameters.map((parameter) => (ts.isIdentifier(parameter.name) ? parameter.name.text : null));
      const inBody = (inner: ts.Node): void => {
        if (ts.isNewExpression(inner) && ts.isIdentifier(inner.expression) && inner.expression.text === 'AppError') {
          const made = inner.arguments?.[1];
          const index = made && ts.isIdentifier(made) ? parameters.indexOf(made.text) : -1;
          if (index >= 0) into.set(found.name, index);
        }
        ts.forEachChild(inner, inBody);
      };
      inBody(found.fn.body);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function messagesOf(file: string, into: Set<string>, helpers: ReadonlyMap<string, number>) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const constants = new Map<string, string>();
  const visitConstants = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const text = node.initializer && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) ? node.initializer.text : null;
      if (text !== null) constants.set(node.name.text, text);
    }
    ts.forEachChild(node, visitConstants);
  };
  visitConstants(source);
  const add = (node: ts.Expression | undefined): void => {
    if (!node) return;
    // One of two messages (`kind === 'topic' ? 'Topic not found' : ...`): both.
    if (ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].forEach((branch) => add(branch));
    const text = textOf(node, constants);
    if (text && /[a-z]/i.test(text) && /\s/.test(text)) into.add(text);
  };
  // The error handler's own answers (a database refusal, a body that is not JSON): its `message:` values and returned texts.
  const handler = file.endsWith(path.join('server', 'lib', 'errors.ts'));
  const visit = (node: ts.Node) => {
    // A table of whole messages, one per case (`const STORY_MESSAGES = { pending: '...', ... }`).
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /MESSAGES$/.test(node.name.text) && node.initializer) {
      let table: ts.Expression = node.initializer;
      while (ts.isAsExpression(table) || ts.isSatisfiesExpression(table)) table = table.expression;
      if (ts.isObjectLiteralExpression(table)) for (const property of table.properties) if (ts.isPropertyAssignment(property)) add(property.initializer);
    }
    if (handler && ts.isPropertyAssignment(node) && node.name.getText() === 'message') add(node.initializer);
    if (handler && ts.isReturnStatement(node) && node.expression) add(node.expression);
    // (Its English ones: the Spanish and French introductions of a refused value sit beside them.)
    if (handler && ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].filter((branch) => !/[À-ÿ]/.test(branch.getText())).forEach((branch) => add(branch));
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') add(node.arguments?.[1]);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && ERROR_CALLS.has(callee.text)) add(node.arguments[0]);
      if (ts.isIdentifier(callee) && helpers.has(callee.text)) add(node.arguments[helpers.get(callee.text) ?? -1]);
      if (ts.isIdentifier(callee) && (callee.text === 'inLanguage' || callee.text === 'said')) add(node.arguments[0]);
      // A zod check's message: its last argument, a string or { message }.
      if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text) && file.includes(`${path.sep}api${path.sep}`)) {
        const last = node.arguments.at(-1);
        if (last && ts.isObjectLiteralExpression(last)) {
          for (const property of last.properties) if (ts.isPropertyAssignment(property) && property.name.getText() === 'message') add(property.initializer);
        } else if (node.arguments.length >= 1 && last) add(last);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** Every message the server may answer a person with, in English. */
export function collectErrorMessages(root = process.cwd()): string[] {
  const found = new Set<string>();
  const files = new Set(ROOTS.flatMap((folder) => filesUnder(path.join(root, folder))));
  const helpers = new Map<string, number>();
  for (const file of files) errorHelpersOf(file, helpers);
  for (const file of files) messagesOf(file, found, helpers);
  return [...found].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const messages = collectErrorMessages();
  if (process.argv.includes('--missing')) {
    for (const language of ['es', 'fr']) {
      const file = path.join('shared/i18n/error-translations', `${language}.json`);
      const known = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
      const missing = messages.filter((message) => !(message in known));
      console.info(`${language}: ${missing.length} missing`);
      console.info(JSON.stringify(Object.fromEntries(missing.map((message) => [message, ''])), null, 2));
    }
  } else {
    for (const message of messages) console.info(message);
    console.info(`${messages.length} messages`);
  }
}
