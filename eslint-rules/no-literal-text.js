/**
 * Issue 25: no words a person reads are written in a component; they come from the message catalogue
 * (useT, decision 0032). Reported: text between JSX tags, a string (or a template) given as a child or
 * as a child's alternative (`{open ? 'Hide' : 'Show'}`), and strings given to the attributes people
 * read or hear (aria-label, title, alt, placeholder, label and the like). Brand names and symbols
 * without letters pass.
 */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label', 'intro', 'description', 'heading', 'emptyText', 'confirmLabel', 'cancelLabel']);
const LETTER = /\p{L}/u;
/** Names that are the same in every language. */
const ALLOWED = /^(Clubfoot Community|Clubfoot Buddy|Ponseti|Google|Stripe|PDF|CSV|OK|[A-Z]{2,4})$/;

const hasWords = (text) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed.length > 0 && LETTER.test(trimmed) && !ALLOWED.test(trimmed);
};

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return null;
}

/** The strings a child expression can evaluate to, as written: `a ? 'x' : 'y'`, `a && 'x'`, `a ?? 'x'`. */
function* childStrings(node) {
  if (!node) return;
  if (node.type === 'ConditionalExpression') {
    yield* childStrings(node.consequent);
    yield* childStrings(node.alternate);
  } else if (node.type === 'LogicalExpression') {
    yield* childStrings(node.right);
    if (node.operator !== '&&') yield* childStrings(node.left);
  } else {
    const text = literalText(node);
    if (text !== null) yield [node, text];
  }
}

export default {
  meta: { type: 'problem', messages: { literal: 'Words shown to a person come from the message catalogue (useT): "{{text}}"' }, schema: [] },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.replace(/\s+/g, ' ').trim().slice(0, 60) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent?.type === 'JSXAttribute') {
          const name = parent.name.type === 'JSXIdentifier' ? parent.name.name : '';
          if (!READ_ATTRIBUTES.has(name)) return;
        } else if (parent?.type !== 'JSXElement' && parent?.type !== 'JSXFragment') return;
        for (const [child, text] of childStrings(node.expression)) if (hasWords(text)) report(child, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || node.value?.type !== 'Literal' || typeof node.value.value !== 'string') return;
        if (hasWords(node.value.value)) report(node.value, node.value.value);
      },
    };
  },
};
