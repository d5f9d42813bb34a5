// ESLint flat config: TypeScript, React hooks, accessibility, Storybook, and the import boundaries of
// shared ARCHITECTURE.md as rules (a boundary crossed is a lint error, and lint errors fail `pnpm test`).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
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
  return ['error', { patterns: [...(group.length ? [{ group, message }] : []), ...regexes] }];
}

/** The same boundary for `import()`, which `no-restricted-imports` does not see. */
function dynamicBoundary(regex, message) {
  return ['error', { selector: `ImportExpression[source.value=/${regex}/]`, message }];
}

/** Several boundaries of one folder, each with its own message: `[patterns, message]` pairs. */
function boundaries(...pairs) {
  return [
    'error',
    { patterns: pairs.flatMap(([patterns, message]) => boundary(patterns, message)[1].patterns) },
  ];
}

/** A relative path out of this package into another one (`../../machines/src/…`, `…/packages/ui/…`). */
const into = (...names) => ({
  regex: `^(\\.\\./)+(${names.join('|')})/|(^|/)(packages|apps)/(${names.join('|')})/`,
});
/** The same paths as a regular expression in a selector (`dynamicBoundary`: its slashes escaped). */
const intoSelector = (...names) =>
  `^(\\.\\.\\/)+(${names.join('|')})\\/|(^|\\/)(packages|apps)\\/(${names.join('|')})\\/`;

/** A path into the Storybook configuration (`../../.storybook/preview`), which wires packages in and is imported by none. */
const STORYBOOK_CONFIG = { regex: '(^|/)\\.storybook(/|$)' };
/** The same, as a regular expression in a selector (its slashes escaped). */
const STORYBOOK_CONFIG_SELECTOR = '(^|\\/)\\.storybook(\\/|$)';

const WEB_STYLESHEET_TOKENS =
  "A stylesheet (*.css.ts) takes the design tokens from '@mijas/ui/style-tokens': vanilla-extract gives a stylesheet module the CSS of every stylesheet its imports evaluate, and the flat entry evaluates every component's (docs/performance.md).";
const UI_BOUNDARY =
  'packages/ui is presentational: no state machines, no API, no router, nothing of the app, the flow tools or .storybook (its stories and visual tests run on its own preview, src/storybook) (ARCHITECTURE.md, docs/architecture.md).';
const FLOWS_BOUNDARY =
  'packages/flows (the flow tools) imports machines, api and ui, never apps/web or .storybook: what the tools need of the app, the app passes in (docs/architecture.md).';
const MACHINES_BOUNDARY =
  'packages/machines imports xstate and @mijas/api only: no React, no router, no Node modules (ARCHITECTURE.md).';
const API_BOUNDARY =
  'packages/api is shared by browser and server: wretch and zod only, no Node-only module (ARCHITECTURE.md).';
/** The contract's schemas ship to the browser: zod's functional build, whose unused checks the bundler drops. */
const ZOD_MINI =
  "The contract is written with 'zod/mini' (its functional build): the chained API of 'zod' keeps every method of every schema in the browser's bundle (docs/performance.md).";
/**
 * The folders of `apps/web/src`, by bulletproof-react's project structure: imports run one way. The entry files
 * (`boot.tsx`, `prerender.tsx`…) and `app/` (routes, router, guards) may import everything; a feature (a folder
 * of `features/`) imports the shared folders and itself, never `app/`, an entry file or another feature; the
 * shared folders import one another only. `features/` is read from disk, so a new feature is covered.
 */
const WEB = 'apps/web/src';
const WEB_FEATURES = readdirSync(new URL(`./${WEB}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_SHARED = ['components', 'config', 'i18n', 'lib', 'testing'].map((dir) => `${WEB}/${dir}`);
const WEB_ENTRIES = `${WEB}/*.{ts,tsx}`;
const WEB_DIRECTION =
  'apps/web imports run one way: app/ and the entry files may import features/, a feature never imports app/, an entry file or another feature, and the shared folders (components, config, i18n, lib, testing) import neither; move what both sides need into lib/ or components/ (bulletproof-react project structure).';
const webImportZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: WEB_DIRECTION,
  })),
  { target: [`${WEB}/features`, ...WEB_SHARED], from: `${WEB}/app`, message: WEB_DIRECTION },
  { target: [`${WEB}/features`, ...WEB_SHARED], from: WEB_ENTRIES, message: WEB_DIRECTION },
  { target: WEB_SHARED, from: `${WEB}/features`, message: WEB_DIRECTION },
];

/** The Storybook configuration wires the app in; the app never reaches back into it. */
const WEB_STORYBOOK =
  'apps/web/src imports nothing from .storybook: Storybook is configuration that wires the app and the flow tools in (docs/architecture.md).';
/**
 * apps/web's files that only stories, tests and the development server load: they may import the flow tools
 * (`@mijas/flows`). Production code may load them only in development, by `import()` after an
 * `if (!import.meta.env.DEV) return;` (the build drops what follows; `DEV_ONLY`).
 */
const WEB_DEV_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/*-stories.{ts,tsx}',
  '**/*.visual.tsx',
  '**/fixtures.{ts,tsx}',
  `${WEB}/testing/**`,
  `${WEB}/journeys/**`,
];
/** What follows an early return a production build takes: `if (!import.meta.env.DEV) return;` and after it. */
const DEV_ONLY =
  'IfStatement[test.operator="!"][test.argument.property.name="DEV"][test.argument.object.property.name="env"][test.argument.object.object.type="MetaProperty"][consequent.type="ReturnStatement"] ~ *';
const WEB_FLOWS =
  'apps/web production code loads @mijas/flows only in development (`if (!import.meta.env.DEV) return;` then `await import(…)`); stories, tests, fixtures, testing/ and journeys/ import it (docs/architecture.md).';

/**
 * Styles are written in logical terms (start/end, inline/block), so a right-to-left page mirrors by itself: a
 * physical left or right in a style (a key such as `marginLeft` or `right`, a value such as `textAlign: 'left'`,
 * a shorthand whose left and right sides differ, a `translateX`) is reported. A physical side that must not flip
 * stays, with an `eslint-disable-next-line mijas/logical-properties -- <why>` in place. Checked: every object in
 * a vanilla-extract stylesheet (`*.css.ts`) and every `style={{…}}` prop.
 */
const PHYSICAL_KEY =
  /^(left|right|(margin|padding|scrollmargin|scrollpadding)(left|right)|border(top|bottom)?(left|right)(width|color|style|radius)?)$/;
const SIDE_VALUE_KEYS = new Set([
  'textalign',
  'textalignlast',
  'float',
  'clear',
  'justifycontent',
  'justifyitems',
  'justifyself',
  'transformorigin',
  'backgroundposition',
  'backgroundpositionx',
  'objectposition',
  'perspectiveorigin',
  'maskposition',
]);
/** Shorthands of four sides (top right bottom left): physical when right and left differ. */
const FOUR_SIDES = new Set([
  'margin',
  'padding',
  'inset',
  'scrollmargin',
  'scrollpadding',
  'borderwidth',
  'borderstyle',
  'bordercolor',
]);

/** A key's name, lower case and without dashes (`marginLeft`, `'margin-left'` → `marginleft`), or undefined. */
function keyName(property) {
  if (property.computed) return undefined;
  const { key } = property;
  const name =
    key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : '';
  return name.toLowerCase().replaceAll('-', '') || undefined;
}

/** A value's text when it is a string (a template's expressions stand as `${0}`, `${1}`…), else undefined. */
function valueText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((q, i) => q.value.cooked + (q.tail ? '' : ` \${${i}} `)).join('');
  return undefined;
}

/** Why a style property is physical, or undefined when it reads the same in both directions. */
function physical(name, text) {
  if (PHYSICAL_KEY.test(name))
    return `\`${name}\` is a physical side: use its logical form (inline-start/end)`;
  if (text === undefined) return undefined;
  if (SIDE_VALUE_KEYS.has(name) && /\b(left|right)\b/.test(text))
    return `\`${name}: '${text}'\` is a physical side: use start/end`;
  if (/\btranslateX\(/.test(text))
    return '`translateX` moves along the physical x axis: mirror it for right-to-left, or use a logical property';
  const sides = text.split('/')[0].trim().split(/\s+/);
  if (FOUR_SIDES.has(name) && sides.length === 4 && sides[1] !== sides[3])
    return `\`${name}: '${text}'\` differs on the left and the right: use its -inline-start/-inline-end forms`;
  if (name === 'borderradius' && sides.length > 1) {
    const [tl, tr = tl, br = tl, bl = tr] = sides;
    if (tl !== tr || br !== bl)
      return `\`borderRadius: '${text}'\` differs on the left and the right: use border-start-start-radius and its kin`;
  }
  return undefined;
}

/** The style objects' properties that `physical` reports. */
function checkStyleObject(context, object) {
  for (const property of object.properties) {
    if (property.type !== 'Property') continue;
    const name = keyName(property);
    const why = name && physical(name, valueText(property.value));
    if (why) context.report({ node: property, messageId: 'physical', data: { why } });
  }
}

const logicalProperties = {
  meta: {
    type: 'problem',
    docs: { description: 'Logical CSS properties in styles, so right-to-left mirrors by itself' },
    messages: { physical: '{{why}} (right-to-left mirrors only logical properties).' },
    schema: [],
  },
  create(context) {
    const stylesheet = context.filename.endsWith('.css.ts');
    return {
      ObjectExpression(node) {
        if (stylesheet) checkStyleObject(context, node);
      },
      'JSXAttribute[name.name="style"] > JSXExpressionContainer > ObjectExpression'(node) {
        if (!stylesheet) checkStyleObject(context, node);
      },
    };
  },
};
/**
 * Every text a person reads comes from the catalogue (issue 18), so it exists in every language. Reported:
 * - a JSX text child with a letter in it, or a string child (`{'Save'}`, `{busy ? 'Saving' : 'Save'}`);
 * - a string given to an attribute a person reads or hears: `aria-label`, `title`, `placeholder`, `alt`,
 *   `label`, `description`, and any prop named like a text (`closeLabel`, `emptyText`, `optionsHeader`);
 * - a default text of a component's prop (`closeLabel = 'Close'`, `rowLabel = () => 'Options'`): the design
 *   system has no catalogue, so a default would stay English on an Arabic page (`size = 'md'` is no text: its
 *   name says so).
 * Punctuation, digits and symbols between texts (`·`, `—`, `:`) are no text. A literal that must stay (a brand
 * name) takes an `eslint-disable-next-line mijas/no-literal-text -- <why>` in place (`mijas/disable-reason`
 * asks for the why).
 */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
]);
const LETTER = /\p{L}/u;
/** A prop or parameter that holds a text: `label`, `closeLabel`, `emptyText`, `optionsHeader`, `fallback`… */
const TEXT_NAME =
  /^(label|text|title|header|heading|placeholder|description|caption|message|hint|fallback|on|off)$|(Label|Text|Title|Header|Heading|Placeholder|Description|Caption|Message)s?$/;

/** The text of a string literal, or of a template literal without expressions; else undefined. */
function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join('');
  return undefined;
}

/** The literal texts an expression may evaluate to: `a ? 'Yes' : 'No'`, `x ?? 'None'`, `'Save'`. */
function literalTexts(node) {
  if (!node) return [];
  if (node.type === 'ConditionalExpression')
    return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
  if (node.type === 'LogicalExpression')
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  const text = literalText(node);
  return text !== undefined && LETTER.test(text) ? [{ node, text }] : [];
}

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts a person reads come from the catalogue, in every language' },
    messages: {
      literal:
        '"{{text}}" is a text a person reads: take it from the catalogue (apps/web/src/i18n, in English and Arabic), or from a prop in packages/ui.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({
        node,
        messageId: 'literal',
        data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 60) },
      });
    return {
      JSXText(node) {
        if (!LETTER.test(node.value)) return;
        // At the text itself, not at the line break before it (where a disable comment could not reach it).
        const start = node.range[0] + node.value.search(/\S/);
        const end = node.range[0] + node.value.trimEnd().length;
        context.report({
          loc: {
            start: context.sourceCode.getLocFromIndex(start),
            end: context.sourceCode.getLocFromIndex(end),
          },
          messageId: 'literal',
          data: { text: node.value.trim().replace(/\s+/g, ' ').slice(0, 60) },
        });
      },
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        for (const found of literalTexts(node.expression)) report(found.node, found.text);
      },
      JSXAttribute(node) {
        const name =
          node.name.type === 'JSXNamespacedName' ? node.name.name.name : String(node.name.name);
        if (!(VISIBLE_ATTRIBUTES.has(name) || TEXT_NAME.test(name)) || !node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        for (const found of literalTexts(value)) report(found.node, found.text);
      },
      AssignmentPattern(node) {
        if (node.left.type !== 'Identifier' || !TEXT_NAME.test(node.left.name)) return;
        const value =
          node.right.type === 'ArrowFunctionExpression' && node.right.body.type !== 'BlockStatement'
            ? node.right.body
            : node.right;
        for (const found of literalTexts(value)) report(found.node, found.text);
      },
    };
  },
};

/**
 * Flow state lives in machines (issue 31, docs/architecture.md "State in React"): the app's code renders a
 * machine's snapshot and sends it events, so `useState`, `useReducer`, `useEffect` and `useLayoutEffect` are
 * refused, but for the exceptions below, each taken on the line before the call with
 * `// eslint-disable-next-line mijas/no-react-state -- <exception>: <why here>`. A value made once
 * (`const [client] = useState(() => createClient())`, no setter) is no state and passes as it is.
 */
const REACT_STATE_HOOKS = new Set(['useState', 'useReducer', 'useEffect', 'useLayoutEffect']);
const REACT_STATE_EXCEPTIONS = {
  focus: 'moving the focus (a machine sees no DOM)',
  browser:
    "a browser API the machines are told of or that shows them: online, the router's address, the title",
  'Chart.js': "the chart's instance, made and redrawn on its canvas",
  'drag highlight': 'a drop zone lit while a file is dragged over it, as :hover is for a pointer',
  'code loading': 'code or data fetched on demand, and a page taking over its prerendered HTML',
};
const EXCEPTION_REASON = new RegExp(
  `^(${Object.keys(REACT_STATE_EXCEPTIONS)
    .map((name) => name.replace(/[.]/g, '\\.'))
    .join('|')}):\\s*\\S`,
);

/**
 * A rule of ours switched off in place says why, after `--` (`// eslint-disable-next-line
 * mijas/no-literal-text -- the brand name is the same in every language`): an exception with no reason is an
 * error. (A directive cannot silence this rule unless it names it.)
 */
const DIRECTIVE = /^\s*eslint-disable(-next-line|-line)?\s+([^]*)$/;
const disableReason = {
  meta: {
    type: 'problem',
    docs: { description: 'An exception to a mijas rule gives its reason in place' },
    messages: {
      reason: '`{{rules}}` is switched off without a reason: add `-- <why>`.',
      reactState:
        'An exception to mijas/no-react-state is taken call by call, on the line before, for a reason of the list named first: `// eslint-disable-next-line mijas/no-react-state -- <{{exceptions}}>: <why>` (docs/architecture.md).',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = DIRECTIVE.exec(comment.value);
          if (!match) continue;
          const [rules, reason = ''] = match[2].split(/\s--\s|\s--$/);
          // This rule's report on a directive is not silenced by it: it does not name this rule.
          const reactState = rules
            .split(',')
            .some((rule) => rule.trim() === 'mijas/no-react-state');
          if (
            reactState &&
            reason.trim() &&
            (match[1] !== '-next-line' || !EXCEPTION_REASON.test(reason.trim()))
          )
            context.report({
              loc: comment.loc,
              messageId: 'reactState',
              data: { exceptions: Object.keys(REACT_STATE_EXCEPTIONS).join(' | ') },
            });
          const ours = rules
            .split(',')
            .map((rule) => rule.trim())
            .filter((rule) => rule.startsWith('mijas/'));
          if (ours.length > 0 && !reason.trim())
            context.report({
              loc: comment.loc,
              messageId: 'reason',
              data: { rules: ours.join(', ') },
            });
        }
      },
    };
  },
};

/** A file's path from the repository's root, with forward slashes (`apps/server/src/app.ts`). */
function repoPath(context) {
  return path.relative(context.cwd, context.filename).split(path.sep).join('/');
}

/**
 * One vocabulary (issue 31, docs/glossary.md): the club's staff say "admin" and "Applications", so no file name
 * says "office" or "inbox", nor any export of the server or the contract, nor any name at all (a declaration, an
 * import, a property's key, a JSX tag) in the machines, the app, the flow tools, the tests and the benches, which
 * no one outside reads (the club office is a place: a text a person reads may name it; `CLUB_INBOX_EMAIL` is the
 * club's mailbox, read by the server only). Checked: the file's path inside its package, and the names.
 */
const OFF_WORDS = /office|inbox/i;
const VOCABULARY_PACKAGES =
  /^(apps\/server|packages\/api|packages\/machines|packages\/flows|apps\/web|tests|bench)\/(.*)$/;
/** The packages where every name is checked, not only the exported ones. */
const EVERY_NAME_PACKAGES = /^(packages\/machines|packages\/flows|apps\/web|tests|bench)\//;
const vocabulary = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Our words: admin, not office; Applications, not inbox (docs/glossary.md)',
    },
    messages: {
      fileName:
        '`{{path}}` says "{{word}}": name it as the staff do, admin or Applications (docs/glossary.md).',
      exportName:
        'The export `{{name}}` says "{{word}}": name it as the staff do, admin or Applications (docs/glossary.md).',
      name: 'The name `{{name}}` says "{{word}}": name it as the staff do, admin or Applications (docs/glossary.md).',
    },
    schema: [],
  },
  create(context) {
    const file = repoPath(context);
    const inside = VOCABULARY_PACKAGES.exec(file)?.[2];
    const seen = new Set();
    /** Any name, each reported once per file (where it first appears). */
    const anyName = (node) => {
      const word = OFF_WORDS.exec(node.name)?.[0];
      if (!word || seen.has(node.name)) return;
      seen.add(node.name);
      context.report({ node, messageId: 'name', data: { name: node.name, word } });
    };
    const fileName = {
      Program(node) {
        const word = inside && OFF_WORDS.exec(inside)?.[0];
        if (word)
          context.report({
            node,
            loc: { line: 1, column: 0 },
            messageId: 'fileName',
            data: { path: inside, word },
          });
      },
    };
    if (EVERY_NAME_PACKAGES.test(file))
      return {
        ...fileName,
        Identifier: anyName,
        JSXIdentifier: anyName,
        PrivateIdentifier: anyName,
      };
    const check = (node, name) => {
      const word = name && OFF_WORDS.exec(name)?.[0];
      if (word) context.report({ node, messageId: 'exportName', data: { name, word } });
    };
    const declared = (declaration) => {
      if (!declaration) return [];
      if (declaration.type === 'VariableDeclaration')
        return declaration.declarations.filter((d) => d.id.type === 'Identifier').map((d) => d.id);
      return declaration.id ? [declaration.id] : [];
    };
    return {
      ...fileName,
      ExportNamedDeclaration(node) {
        for (const id of declared(node.declaration)) check(id, id.name);
        for (const specifier of node.specifiers)
          check(specifier.exported, specifier.exported.name ?? specifier.exported.value);
      },
      ExportDefaultDeclaration(node) {
        if (node.declaration.id) check(node.declaration.id, node.declaration.id.name);
      },
    };
  },
};

/**
 * One case for file and folder names per package (issue 31), given as `{ folder: 'kebab-case' | 'camelCase' }`:
 * every folder below it and the file's name up to its first dot (`member-csv.test.ts` → `member-csv`).
 */
const NAME_CASES = {
  'kebab-case': /^[a-z0-9]+(-[a-z0-9]+)*$/,
  camelCase: /^[a-z][a-zA-Z0-9]*$/,
};
const fileNameCase = {
  meta: {
    type: 'problem',
    docs: { description: 'One case for file and folder names in each package' },
    messages: {
      misnamed: '`{{segment}}` in `{{path}}`: names in {{root}}/ are {{case}}.',
    },
    schema: [{ type: 'object', additionalProperties: { enum: Object.keys(NAME_CASES) } }],
  },
  create(context) {
    const file = repoPath(context);
    const root = Object.keys(context.options[0] ?? {})
      .sort((a, b) => b.length - a.length)
      .find((folder) => file.startsWith(`${folder}/`));
    if (!root) return {};
    const wanted = context.options[0][root];
    const segments = file.slice(root.length + 1).split('/');
    segments.push(segments.pop().split('.')[0]);
    const segment = segments.find((name) => !NAME_CASES[wanted].test(name));
    if (segment === undefined) return {};
    return {
      Program(node) {
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: 'misnamed',
          data: { segment, path: file, root, case: wanted },
        });
      },
    };
  },
};

/**
 * Things defined once (issue 31: the twins `duplicates` found): a day in milliseconds is `DAY_MS` of the contract
 * (`packages/api/src/contract/constants.ts`), Arabic's plural rules are `arabicCount` / `arabicCounted` of
 * `packages/api/src/i18n/arabic-plural.ts`. Reported: a product of number literals that makes a day
 * (`24 * 60 * 60 * 1000`, `24 * 3600 * 1000`), the literal `86_400_000`, and `new Intl.PluralRules('ar…')`.
 */
const DAY_IN_MS = 86_400_000;
/** The factors of a chain of `*` of number literals, or undefined when anything else is in it. */
function literalFactors(node) {
  if (node.type === 'Literal' && typeof node.value === 'number') return [node.value];
  if (node.type !== 'BinaryExpression' || node.operator !== '*') return undefined;
  const left = literalFactors(node.left);
  const right = literalFactors(node.right);
  return left && right ? [...left, ...right] : undefined;
}
const definedOnce = {
  meta: {
    type: 'problem',
    docs: { description: 'A day and the Arabic plural rules are defined once' },
    messages: {
      day: 'A day in milliseconds is `DAY_MS` of @mijas/api (its contract constants): import it.',
      plural:
        "Arabic's plural forms are `arabicCount` / `arabicCounted` of @mijas/api (i18n/arabic-plural.ts): use them.",
    },
    schema: [],
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (node.operator !== '*') return;
        if (node.parent.type === 'BinaryExpression' && node.parent.operator === '*') return;
        const factors = literalFactors(node);
        if (factors && factors.length > 1 && factors.reduce((a, b) => a * b, 1) === DAY_IN_MS)
          context.report({ node, messageId: 'day' });
      },
      Literal(node) {
        if (node.value === DAY_IN_MS) context.report({ node, messageId: 'day' });
      },
      NewExpression(node) {
        const { callee } = node;
        const first = node.arguments[0];
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'Intl' &&
          callee.property.name === 'PluralRules' &&
          first?.type === 'Literal' &&
          /^ar(-|$)/i.test(String(first.value))
        )
          context.report({ node, messageId: 'plural' });
      },
    };
  },
};

/** `mijas/no-react-state`: the hooks above refused where they keep state (see `REACT_STATE_HOOKS`). */
const noReactState = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Flow state in machines, not React state or effects (docs/architecture.md)',
    },
    messages: {
      hook: '`{{hook}}` holds flow state in React: move it to its machine, or take an exception of the list on the line before (`-- <{{exceptions}}>: <why>`, docs/architecture.md).',
    },
    schema: [],
  },
  create(context) {
    const exceptions = Object.keys(REACT_STATE_EXCEPTIONS).join(' | ');
    const hookOf = (callee) =>
      callee.type === 'Identifier'
        ? callee.name
        : callee.type === 'MemberExpression' &&
            !callee.computed &&
            callee.object.type === 'Identifier'
          ? callee.property.name
          : undefined;
    return {
      CallExpression(node) {
        const hook = hookOf(node.callee);
        if (!hook || !REACT_STATE_HOOKS.has(hook)) return;
        const made =
          hook === 'useState' &&
          node.parent.type === 'VariableDeclarator' &&
          node.parent.id.type === 'ArrayPattern' &&
          node.parent.id.elements.length === 1;
        if (!made) context.report({ node, messageId: 'hook', data: { hook, exceptions } });
      },
    };
  },
};

/**
 * One component per module (issue 31: Import Members as a folder of small components): a module defines at most
 * one React component, a top-level function named in PascalCase (declared, or a `const` given an arrow or a
 * function). Hooks and helpers (camelCase) may stand beside it.
 */
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;
const oneComponent = {
  meta: {
    type: 'suggestion',
    docs: { description: 'One React component per module' },
    messages: {
      second:
        '`{{name}}` is a second component in this module (after `{{first}}`): give it a file of its own.',
    },
    schema: [],
  },
  create(context) {
    const components = [];
    const found = (id) => {
      if (!id || !COMPONENT_NAME.test(id.name)) return;
      components.push(id);
      if (components.length > 1)
        context.report({
          node: id,
          messageId: 'second',
          data: { name: id.name, first: components[0].name },
        });
    };
    const topLevel = (node) =>
      node.parent.type === 'Program' ||
      (node.parent.type.startsWith('Export') && node.parent.parent.type === 'Program');
    return {
      FunctionDeclaration(node) {
        if (topLevel(node)) found(node.id);
      },
      VariableDeclaration(node) {
        if (!topLevel(node)) return;
        for (const declarator of node.declarations)
          if (
            declarator.id.type === 'Identifier' &&
            ['ArrowFunctionExpression', 'FunctionExpression'].includes(declarator.init?.type)
          )
            found(declarator.id);
      },
    };
  },
};

/**
 * One machine per folder in packages/machines (issue 31): a machine (a top-level `const` made by `createMachine`,
 * by a `create…Machine` factory, or by `….provide()` of another machine) stands in the module named after its
 * folder, `<folder>/<folder>Machine.ts`, and alone there. A folder may hold a factory and helpers besides.
 */
const MACHINE_FACTORY = /^create[A-Za-z0-9]*Machine$/;
function makesMachine(init) {
  if (init?.type !== 'CallExpression') return false;
  const { callee } = init;
  if (callee.type === 'Identifier') return MACHINE_FACTORY.test(callee.name);
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
  if (callee.property.name === 'createMachine') return true;
  return (
    callee.property.name === 'provide' &&
    callee.object.type === 'Identifier' &&
    /Machine$/.test(callee.object.name)
  );
}
const oneMachinePerFolder = {
  meta: {
    type: 'problem',
    docs: {
      description: 'One machine per folder of packages/machines, in <folder>/<folder>Machine.ts',
    },
    messages: {
      elsewhere:
        '`{{name}}` is a machine in `{{file}}`: a machine stands in `{{folder}}/{{folder}}Machine.ts`, one per folder; give it a folder of its own.',
      second:
        '`{{name}}` is a second machine in `{{folder}}/` (after `{{first}}`): give it a folder of its own.',
    },
    schema: [],
  },
  create(context) {
    const match = /^packages\/machines\/src\/([^/]+)\/([^/]+)$/.exec(repoPath(context));
    if (!match) return {};
    const [, folder, file] = match;
    const home = file === `${folder}Machine.ts`;
    let first = null;
    return {
      'Program > VariableDeclaration > VariableDeclarator, Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'(
        node,
      ) {
        if (node.id.type !== 'Identifier' || !makesMachine(node.init)) return;
        const data = { name: node.id.name, file, folder, first: first?.name };
        if (!home) context.report({ node: node.id, messageId: 'elsewhere', data });
        else if (first) context.report({ node: node.id, messageId: 'second', data });
        else first = node.id;
      },
    };
  },
};

const mijas = {
  rules: {
    'logical-properties': logicalProperties,
    'no-literal-text': noLiteralText,
    'disable-reason': disableReason,
    vocabulary,
    'file-name-case': fileNameCase,
    'defined-once': definedOnce,
    'no-react-state': noReactState,
    'one-component': oneComponent,
    'one-machine-per-folder': oneMachinePerFolder,
  },
};

const DOM_GLOBALS = ['window', 'document', 'location', 'history', 'localStorage', 'sessionStorage'];

/** apps/web's production code: no .storybook, and the flow tools only in development (`[patterns, message]`). */
const WEB_PRODUCTION_BOUNDARIES = [
  [[STORYBOOK_CONFIG], WEB_STORYBOOK],
  [['@mijas/flows', '@mijas/flows/*', into('flows')], WEB_FLOWS],
];

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
          '@mijas/flows',
          '@mijas/flows/*',
          '@mijas/web',
          '@mijas/web/*',
          into('machines', 'api', 'web', 'server', 'flows'),
          STORYBOOK_CONFIG,
        ],
        UI_BOUNDARY,
      ),
      'no-restricted-syntax': dynamicBoundary(
        `^(xstate|@xstate|@mijas\\/(api|machines|flows|web)|react-router|wretch)|${intoSelector('machines', 'api', 'web', 'server', 'flows')}|${STORYBOOK_CONFIG_SELECTOR}`,
        UI_BOUNDARY,
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
          '@mijas/flows',
          '@mijas/flows/*',
          'react-router',
          'react-router/*',
          ...nodeBuiltins,
          into('ui', 'web', 'server', 'flows'),
          STORYBOOK_CONFIG,
        ],
        MACHINES_BOUNDARY,
      ),
      'no-restricted-syntax': dynamicBoundary(
        '^(react|@xstate\\/react|@mijas\\/(ui|flows)|react-router|node:)',
        MACHINES_BOUNDARY,
      ),
      // The DOM reaches machines only through the injected storage (storage/).
      'no-restricted-globals': ['error', ...DOM_GLOBALS],
    },
  },
  {
    files: ['packages/api/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': boundaries(
        [
          [
            'react',
            'react/*',
            'xstate',
            'xstate/*',
            '@mijas/*',
            ...nodeBuiltins,
            into('ui', 'machines', 'web', 'server', 'flows'),
            STORYBOOK_CONFIG,
          ],
          API_BOUNDARY,
        ],
        [[{ regex: '^zod(/v4(/classic)?)?$' }], ZOD_MINI],
      ),
      'no-restricted-syntax': dynamicBoundary('^(react|xstate|@mijas\\/|node:)', API_BOUNDARY),
    },
  },
  {
    // The contract runs in the browser and on the server alike: no DOM, no Node globals.
    files: ['packages/api/src/contract/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', ...DOM_GLOBALS, 'process', 'Buffer'] },
  },
  {
    files: ['packages/flows/**'],
    rules: {
      'no-restricted-imports': boundary(
        ['@mijas/web', '@mijas/web/*', into('web', 'server'), STORYBOOK_CONFIG],
        FLOWS_BOUNDARY,
      ),
      'no-restricted-syntax': dynamicBoundary(
        `^@mijas\\/web|${intoSelector('web', 'server')}|${STORYBOOK_CONFIG_SELECTOR}`,
        FLOWS_BOUNDARY,
      ),
    },
  },
  {
    // Nothing of apps/web imports .storybook (production code, stories, tests and visual tests alike).
    files: [`${WEB}/**`],
    rules: {
      'no-restricted-imports': boundary([STORYBOOK_CONFIG], WEB_STORYBOOK),
      'no-restricted-syntax': dynamicBoundary(STORYBOOK_CONFIG_SELECTOR, WEB_STORYBOOK),
    },
  },
  {
    // apps/web's production code: the flow tools only after `if (!import.meta.env.DEV) return;`, loaded on demand.
    files: [`${WEB}/**`],
    ignores: WEB_DEV_FILES,
    rules: {
      'no-restricted-imports': boundaries(...WEB_PRODUCTION_BOUNDARIES),
      'no-restricted-syntax': [
        'error',
        dynamicBoundary(STORYBOOK_CONFIG_SELECTOR, WEB_STORYBOOK)[1],
        {
          selector: `ImportExpression[source.value=/^@mijas\\/flows|${intoSelector('flows')}/]:not(${DEV_ONLY} ImportExpression)`,
          message: WEB_FLOWS,
        },
      ],
    },
  },
  {
    // apps/web's stylesheets take the design tokens from their own entry: a stylesheet module that imported the
    // flat entry made the page's code fetch every component's CSS (docs/performance.md). With the production
    // files' boundaries: a rule set here replaces theirs for these files.
    files: [`${WEB}/**/*.css.ts`],
    rules: {
      'no-restricted-imports': boundaries(...WEB_PRODUCTION_BOUNDARIES, [
        [{ regex: '^@mijas/ui(/landing)?$' }],
        WEB_STYLESHEET_TOKENS,
      ]),
    },
  },
  {
    files: [`${WEB}/**`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webImportZones },
      ],
    },
  },
  {
    files: [
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/flows/src/**/*.{ts,tsx}',
      `${WEB}/**/*.{ts,tsx}`,
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { mijas },
    rules: { 'mijas/logical-properties': 'error', 'mijas/disable-reason': 'error' },
  },
  {
    // Texts a person reads: the catalogue's, never a literal (issue 18). Tests, stories and the catalogues
    // themselves are where literal texts belong.
    files: [
      `${WEB}/**/*.{ts,tsx}`,
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/machines/src/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '**/*.css.ts',
      `${WEB}/i18n/**`,
      `${WEB}/testing/**`,
      '**/*.visual.tsx',
      // The fakes of stories and tests.
      '**/fixtures.{ts,tsx}',
      // The design system's documentation pages, read in Storybook only.
      'packages/ui/src/docs/**',
    ],
    plugins: { mijas },
    rules: { 'mijas/no-literal-text': 'error', 'mijas/disable-reason': 'error' },
  },
  {
    // Flow state in machines, not in React (issue 31, docs/architecture.md "State in React"): the app's code; its
    // stories, tests and story harness hold the state of a story or a test, not of a flow.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '**/*.visual.tsx',
      `${WEB}/testing/**`,
      '**/fixtures.{ts,tsx}',
    ],
    plugins: { mijas },
    rules: { 'mijas/no-react-state': 'error', 'mijas/disable-reason': 'error' },
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
          '@mijas/flows',
          '@mijas/web',
          'react',
          'react-dom',
          STORYBOOK_CONFIG,
        ],
        'apps/server imports the contract only: `@mijas/api/contract`, never the client (ARCHITECTURE.md).',
      ),
    },
  },
  {
    // One vocabulary (issue 31, docs/glossary.md): admin, not office; Applications, not inbox.
    files: [
      'apps/server/**/*.{ts,mts,mjs,js}',
      'packages/api/**/*.{ts,mts,mjs,js}',
      'packages/machines/**/*.{ts,tsx,mts,mjs,js}',
      'packages/flows/**/*.{ts,tsx,mts,mjs,js}',
      'apps/web/**/*.{ts,tsx,mts,mjs,js}',
      'tests/**/*.{ts,tsx,mts,mjs,js}',
      'bench/**/*.{ts,mts,mjs,js}',
    ],
    plugins: { mijas },
    rules: { 'mijas/vocabulary': 'error' },
  },
  {
    // One case for file and folder names per package (issue 31); packages/ui keeps its own for now.
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { mijas },
    rules: {
      'mijas/file-name-case': [
        'error',
        {
          'packages/api': 'kebab-case',
          'apps/server': 'kebab-case',
          'packages/machines': 'camelCase',
          'apps/web': 'kebab-case',
          tests: 'kebab-case',
          bench: 'kebab-case',
          scripts: 'kebab-case',
        },
      ],
    },
  },
  {
    // A day and Arabic's plural rules, defined once (issue 31); their homes are where they are defined.
    files: [
      'apps/server/**/*.{ts,mts,mjs,js}',
      'packages/api/**/*.{ts,mts,mjs,js}',
      'packages/machines/**/*.{ts,mts,mjs,js}',
      `${WEB}/i18n/**/*.{ts,tsx}`,
    ],
    ignores: ['packages/api/src/contract/constants.ts', 'packages/api/src/i18n/arabic-plural.ts'],
    plugins: { mijas },
    rules: { 'mijas/defined-once': 'error' },
  },
  {
    // One component per module (issue 31) in the folders made of small components so far.
    files: [`${WEB}/features/admin/import-members/**/*.tsx`],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { mijas },
    rules: { 'mijas/one-component': 'error' },
  },
  {
    // One machine per folder (issue 31); the tests may build machines of their own.
    files: ['packages/machines/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/machines/src/testing/**'],
    plugins: { mijas },
    rules: { 'mijas/one-machine-per-folder': 'error' },
  },
);
