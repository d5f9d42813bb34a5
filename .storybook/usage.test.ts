// Usage notes on every design-system docs page: each story file of packages/ui gives its component's notes as
// `parameters.usage` (docs-page.tsx shows them under the description). Read from the source, without Storybook.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiSource = path.join(root, 'packages/ui/src');
const storyFiles = readdirSync(uiSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .sort();

function property(object: ts.ObjectLiteralExpression, name: string) {
  const found = object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  );
  return found?.initializer;
}

function unwrap(node: ts.Expression | undefined) {
  let current = node;
  while (current && (ts.isSatisfiesExpression(current) || ts.isAsExpression(current))) {
    current = current.expression;
  }
  return current;
}

/** The texts of `parameters.usage` in the file's `const meta = {...}`, or undefined. */
function usageOf(file: string) {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(uiSource, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  let meta: ts.ObjectLiteralExpression | undefined;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      const value = unwrap(declaration.initializer);
      if (ts.isIdentifier(declaration.name) && declaration.name.text === 'meta' && value) {
        if (ts.isObjectLiteralExpression(value)) meta = value;
      }
    }
  });
  if (!meta) throw new Error(`${file}: no \`const meta = {...}\``);
  const parameters = unwrap(property(meta, 'parameters'));
  if (!parameters || !ts.isObjectLiteralExpression(parameters)) return undefined;
  const usage = unwrap(property(parameters, 'usage'));
  if (!usage || !ts.isArrayLiteralExpression(usage)) return undefined;
  return usage.elements.map((element) =>
    ts.isStringLiteralLike(element) ? element.text : element.getText(),
  );
}

describe('usage notes', () => {
  it('finds the story files of the design system', () => {
    expect(storyFiles).toContain(path.join('Button', 'Button.stories.tsx'));
  });

  it.each(storyFiles)('%s has usage notes: when to use it, and what instead', (file) => {
    const usage = usageOf(file);
    expect(usage, 'parameters.usage').toBeDefined();
    expect(usage!.length).toBeGreaterThanOrEqual(2);
    for (const note of usage!) {
      expect(note.trim().length, note).toBeGreaterThan(20);
    }
  });
});
