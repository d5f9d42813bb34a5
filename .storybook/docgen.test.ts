// The docs pages' prop tables, checked without building Storybook: the components the stories document and
// everything @mijas/ui exports are read with the docgen and options of `main.ts` (docgen.ts). A page shows
// each component's description and a row per prop, with its type and what it does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCompilerOptions, type ComponentDoc } from 'react-docgen-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { reactDocgenTypescriptOptions } from './docgen.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiIndex = path.join(root, 'packages/ui/src/index.ts');
const uiSource = path.join(root, 'packages/ui/src') + path.sep;

/** A component some docs page shows, with the file that declares it. */
interface Documented {
  name: string;
  file: string;
  /** Where it is shown: a story file, or the package's entry. */
  shownBy: string;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isSatisfiesExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isExpressionWithTypeArguments(current)
  ) {
    current = current.expression;
  }
  return current;
}

function resolve(symbol: ts.Symbol | undefined, checker: ts.TypeChecker) {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function moduleExports(source: ts.SourceFile, checker: ts.TypeChecker) {
  const moduleSymbol = checker.getSymbolAtLocation(source);
  return moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
}

/** The object literal a story file exports as its default (`const meta = {...} satisfies Meta`). */
function storyMeta(source: ts.SourceFile, checker: ts.TypeChecker) {
  const exported = moduleExports(source, checker).find((symbol) => symbol.name === 'default');
  for (const declaration of resolve(exported, checker)?.declarations ?? []) {
    const expression = ts.isVariableDeclaration(declaration)
      ? declaration.initializer
      : ts.isExportAssignment(declaration)
        ? declaration.expression
        : undefined;
    const object = expression && unwrap(expression);
    if (object && ts.isObjectLiteralExpression(object)) return object;
  }
  throw new Error(`${source.fileName}: no default export object`);
}

function component(meta: ts.ObjectLiteralExpression, checker: ts.TypeChecker) {
  const assignment = meta.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'component',
  );
  if (!assignment) return undefined;
  const symbol = resolve(checker.getSymbolAtLocation(unwrap(assignment.initializer)), checker);
  const declaration = symbol?.declarations?.[0];
  if (!symbol || !declaration) throw new Error(`cannot resolve ${assignment.getText()}`);
  return { name: symbol.name, file: declaration.getSourceFile().fileName };
}

let documented: Documented[];
let docs: ComponentDoc[];

beforeAll(() => {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const storyFiles = parsed.fileNames.filter((file) => /\.stories\.tsx?$/.test(file));
  const program = ts.createProgram([...storyFiles, uiIndex], parsed.options);
  const checker = program.getTypeChecker();
  documented = [];
  for (const storyFile of storyFiles) {
    const found = component(storyMeta(program.getSourceFile(storyFile)!, checker), checker);
    if (found) documented.push({ ...found, shownBy: path.relative(root, storyFile) });
  }
  for (const exported of moduleExports(program.getSourceFile(uiIndex)!, checker)) {
    const declaration = resolve(exported, checker)?.declarations?.[0];
    if (
      declaration &&
      !ts.isTypeAliasDeclaration(declaration) &&
      !ts.isInterfaceDeclaration(declaration)
    ) {
      documented.push({
        name: exported.name,
        file: declaration.getSourceFile().fileName,
        shownBy: 'packages/ui/src/index.ts',
      });
    }
  }
  const files = [...new Set(documented.map((entry) => entry.file))];
  docs = withCompilerOptions(parsed.options, reactDocgenTypescriptOptions).parseWithProgramProvider(
    files,
    () => program,
  );
}, 120_000);

/** The docgen entry of a component, if docgen takes it for one (hooks, tokens and icons it does not). */
function docOf(entry: Documented) {
  return docs.find(
    (doc) =>
      doc.filePath === entry.file &&
      (doc.displayName === entry.name || doc.expression?.name === entry.name),
  );
}

describe('docs pages', () => {
  it("are read by react-docgen-typescript with these options (Storybook's react-docgen showed `unknown[number]`)", async () => {
    const { default: main } = await import('./main.ts');
    expect(main.typescript).toEqual({
      reactDocgen: 'react-docgen-typescript',
      reactDocgenTypescriptOptions,
    });
  });

  it('find a docgen entry for the component of every story file', () => {
    const missing = documented
      .filter((entry) => entry.shownBy.endsWith('.tsx') && !docOf(entry))
      .map((entry) => `${entry.shownBy}: ${entry.name}`);
    expect(missing).toEqual([]);
  });

  it('show no prop of an unknown or any type', () => {
    const vague = documented.flatMap((entry) =>
      Object.values(docOf(entry)?.props ?? {})
        .filter((prop) => /\bunknown\b/.test(prop.type.name) || prop.type.name === 'any')
        .map((prop) => `${entry.shownBy}: ${entry.name}.${prop.name}: ${prop.type.name}`),
    );
    expect(vague).toEqual([]);
  });

  it('describe every design-system component and each of its props', () => {
    const undescribed = documented
      .filter((entry) => entry.file.startsWith(uiSource))
      .flatMap((entry) => {
        const doc = docOf(entry);
        if (!doc) return [];
        return [
          ...(doc.description.trim() ? [] : [`${entry.name}: no description`]),
          ...Object.values(doc.props)
            .filter((prop) => !prop.description.trim())
            .map((prop) => `${entry.name}.${prop.name}: no description`),
        ];
      });
    expect([...new Set(undescribed)]).toEqual([]);
  });
});

describe("TextField's prop table", () => {
  // The input's attributes come from React's DOM types, which the prop filter leaves out (docgen.ts): the ones a
  // designer looks for are declared on TextFieldProps with what they do.
  it('lists disabled, readOnly, required and the other attributes a form passes, each described', () => {
    const doc = docs.find((entry) => entry.displayName === 'TextField');
    const described = Object.fromEntries(
      Object.values(doc?.props ?? {}).map((prop) => [prop.name, prop.description.trim() !== '']),
    );
    const expected = [
      'label',
      'hint',
      'error',
      'endSlot',
      'type',
      'name',
      'value',
      'defaultValue',
      'onChange',
      'placeholder',
      'autoComplete',
      'disabled',
      'readOnly',
      'required',
      'dir',
      'id',
    ];
    expect(Object.fromEntries(expected.map((name) => [name, described[name] ?? false]))).toEqual(
      Object.fromEntries(expected.map((name) => [name, true])),
    );
  });
});
