import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { LANGUAGE_CODES } from '@soundpost/contracts';
import { flatten, loadBundle, type Bundle } from '../testing/translations';

/**
 * The missing-key check (issue 6): every translation key the web app's code uses must be in each shipped bundle
 * (en, fr, es), so no screen ever falls back to English or shows a raw key.
 *
 * The code is read with the TypeScript parser (comments never count) and keys are found in three ways:
 *
 * 1. Exact uses, which must name a text: the first argument of `t(…)` / `i18n.t(…)` / `i18next.t(…)`, a JSX
 *    attribute `i18nKey="…"` or `…Key="…"` (`titleKey="pages.checkoutSuccess"`), an object property named `…Key`
 *    (`titleKey: 'footer.product'`). String literals are followed through `?:`, `??`, `||` and parentheses, so
 *    `t(isPassport ? 'identity.passport' : 'identity.idCard')` checks both keys.
 * 2. Keys kept in data and handed to `t` later (`{ to: '/sell', key: 'footer.links.sell' }`, `page('sell',
 *    'pages.sell')`): any other string literal shaped like a key (`word.word…`) whose first segment is one of the
 *    English bundle's top-level groups. These must name a text or a group (a group is how a prefix is passed on).
 * 3. Keys built at run time from a template: `t(\`billing.cycles.${cycle}\`)`. A substitution that is a literal or a
 *    `?:` of literals is expanded to each value; any other substitution stands for one key segment (`[^.]+`). The
 *    check is then that the bundle holds at least one key of that shape (for `t(…)`, a text); the values a variable
 *    takes at run time cannot be known here, and the screens' own tests render them. Templates that do not start
 *    with a literal top-level group (`\`${prefix}.title\``) are left to those tests.
 *
 * Plurals: `t('public.faq.articleCount', { count })` reads `articleCount_one`, `articleCount_other`… (i18next), so a
 * key used for a text is also found when the bundle has its `_other` form.
 *
 * Test files and test helpers are not scanned. Other texts (the contracts' messages shown through `m(…)`) are
 * checked by messages.spec.ts.
 */

const SRC = path.resolve(__dirname, '..');
const KEY_SHAPE = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_-]+)+$/;

type Strictness = 'text' | 'text-or-group';

export interface KeyUse {
  /** A literal key, or a pattern (`billing.cycles.*`) for keys built from a template. */
  key: string;
  pattern?: RegExp;
  strictness: Strictness;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === '__mocks__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const isTranslateCall = (node: ts.Node): node is ts.CallExpression => {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
};

const isKeyName = (name: string) => name === 'i18nKey' || /[a-z]Key$/.test(name);

/** Climbs through `?:`, `??`, `||` and parentheses from an expression to where its value is used. */
function usingNode(node: ts.Node): { parent: ts.Node; child: ts.Node } {
  let child: ts.Node = node;
  let parent = node.parent;
  while (
    ts.isParenthesizedExpression(parent) ||
    (ts.isConditionalExpression(parent) && child !== parent.condition) ||
    (ts.isBinaryExpression(parent) &&
      (parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || parent.operatorToken.kind === ts.SyntaxKind.BarBarToken)) ||
    ts.isJsxExpression(parent)
  ) {
    child = parent;
    parent = parent.parent;
  }
  return { parent, child };
}

/** Exact uses (rule 1) must name a text; anything else (rule 2) may also name a group. */
function strictnessOf(node: ts.Node): Strictness {
  const { parent, child } = usingNode(node);
  if (isTranslateCall(parent) && parent.arguments[0] === child) return 'text';
  if (ts.isJsxAttribute(parent) && isKeyName(parent.name.getText())) return 'text';
  if (ts.isPropertyAssignment(parent) && parent.initializer === child && isKeyName(parent.name.getText())) return 'text';
  return 'text-or-group';
}

/** The values a template substitution can take when they are written out, else null (any one segment). */
function literalValues(expression: ts.Expression): string[] | null {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return literalValues(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    const a = literalValues(expression.whenTrue);
    const b = literalValues(expression.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every key use in one file's text (exported for its own test below). */
export function keyUses(text: string, fileName: string, namespaces: ReadonlySet<string>): KeyUse[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const uses: KeyUse[] = [];
  const where = (node: ts.Node) => `${path.relative(SRC, fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const inNamespace = (key: string) => namespaces.has(key.split('.')[0]);

  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (KEY_SHAPE.test(node.text) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && inNamespace(node.text)) {
        uses.push({ key: node.text, strictness: strictnessOf(node), where: where(node) });
      }
    } else if (ts.isTemplateExpression(node)) {
      // Alternatives per part: literal text, or the substitution's written-out values / one segment.
      let variants: string[] = [escape(node.head.text)];
      for (const span of node.templateSpans) {
        const values = literalValues(span.expression);
        const options = values ? values.map(escape) : ['[^.]+'];
        variants = variants.flatMap((v) => options.map((o) => v + o + escape(span.literal.text)));
      }
      const shown = node.head.text + node.templateSpans.map((s) => `\${${s.expression.getText()}}${s.literal.text}`).join('');
      if (/^[a-z][A-Za-z0-9_]*\./.test(node.head.text) && inNamespace(node.head.text)) {
        const strictness = strictnessOf(node);
        for (const variant of variants) uses.push({ key: shown, pattern: new RegExp(`^${variant}$`), strictness, where: where(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

function keySets(bundle: Bundle): { texts: Set<string>; groups: Set<string> } {
  const texts = new Set(Object.keys(flatten(bundle)));
  const groups = new Set<string>();
  for (const key of texts) {
    const parts = key.split('.');
    for (let i = 1; i < parts.length; i++) groups.add(parts.slice(0, i).join('.'));
  }
  return { texts, groups };
}

/** i18next's plural forms: `key_one`, `key_other`… */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function missingIn(bundle: Bundle, uses: KeyUse[]): string[] {
  const { texts, groups } = keySets(bundle);
  const found = (use: KeyUse) => {
    const accepts = (key: string) => texts.has(key) || texts.has(`${key}_other`) || (use.strictness === 'text-or-group' && groups.has(key));
    if (!use.pattern) return accepts(use.key);
    const pattern = use.pattern;
    for (const key of use.strictness === 'text' ? texts : [...texts, ...groups]) {
      if (pattern.test(key) || pattern.test(key.replace(PLURAL_SUFFIX, ''))) return true;
    }
    return false;
  };
  return [...new Set(uses.filter((use) => !found(use)).map((use) => `${use.key}  (${use.where}${use.pattern ? `, shape ${String(use.pattern)}` : ''})`))].sort();
}

const english = loadBundle('en');
const NAMESPACES = new Set(Object.keys(english));
const USES = sourceFiles(SRC).flatMap((file) => keyUses(fs.readFileSync(file, 'utf8'), file, NAMESPACES));

describe('translation keys used by the web app', () => {
  it('finds the uses the code base has (sanity check of the scanner)', () => {
    const keys = new Set(USES.map((use) => use.key));
    expect(keys.size).toBeGreaterThan(100);
    expect(keys).toContain('footer.product');
    expect(keys).toContain('footer.links.upload');
    expect(keys).toContain('pages.upload');
  });

  it.each([...LANGUAGE_CODES])('every used key is in the shipped %s bundle', (lng) => {
    expect(missingIn(lng === 'en' ? english : loadBundle(lng), USES)).toEqual([]);
  });
});

describe('the key scanner', () => {
  const NS = new Set(['nav', 'billing', 'footer', 'identity']);
  const scan = (code: string) => keyUses(code, path.join(SRC, 'sample.tsx'), NS);
  const bundle: Bundle = {
    nav: { upload: 'Upload', group: { a: 'A' }, count_one: '{count} item', count_other: '{count} items' },
    billing: { cycles: { monthly: 'Monthly' } },
    identity: { passport: 'P' },
  };

  it('reads t() calls, key attributes and properties as texts; other key-shaped literals as texts or groups', () => {
    const uses = scan(`
      // t('nav.commented') is a comment and does not count
      import x from 'nav.module';
      const a = t('nav.upload') + t('nav.count', { count });
      const b = i18n.t(flag ? 'identity.passport' : 'identity.idCard');
      const c = <Page titleKey="nav.title" />;
      const d = { titleKey: 'footer.product', key: 'nav.group', other: 'unknown.namespace', path: 'nav' };
    `);
    expect(uses.map((u) => [u.key, u.strictness])).toEqual([
      ['nav.upload', 'text'],
      ['nav.count', 'text'],
      ['identity.passport', 'text'],
      ['identity.idCard', 'text'],
      ['nav.title', 'text'],
      ['footer.product', 'text'],
      ['nav.group', 'text-or-group'],
    ]);
    expect(missingIn(bundle, uses)).toEqual([
      'footer.product  (sample.tsx:7)',
      'identity.idCard  (sample.tsx:5)',
      'nav.title  (sample.tsx:6)',
    ]);
  });

  it('expands templates: written-out values one by one, anything else as one segment', () => {
    const uses = scan("t(`billing.cycles.${yearly ? 'yearly' : 'monthly'}`); t(`nav.${name}`); t(`${prefix}.x`);");
    expect(uses.map((u) => String(u.pattern))).toEqual(['/^billing\\.cycles\\.yearly$/', '/^billing\\.cycles\\.monthly$/', '/^nav\\.[^.]+$/']);
    expect(missingIn(bundle, uses)).toEqual(["billing.cycles.${yearly ? 'yearly' : 'monthly'}  (sample.tsx:1, shape /^billing\\.cycles\\.yearly$/)"]);
  });
});
