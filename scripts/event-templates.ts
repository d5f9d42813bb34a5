// `pnpm flows:events`: writes packages/flows/src/player/event-templates.json, the payload each event of each
// machine of packages/machines carries, as a template read from the machine's own event type (TypeScript's
// checker): the Flows panel offers an event that needs a payload with it ("Add payload" starts from its shape,
// not `{}`). `event-templates.test.ts` fails when the file is not what this writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { AnyStateNode } from 'xstate';

const root = fileURLToPath(new URL('..', import.meta.url));
const index = `${root}packages/machines/src/index.ts`;
export const TEMPLATES_FILE = `${root}packages/flows/src/player/event-templates.json`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value of `type` to start from: its first literal, an empty text, 0, false, [], its fields. */
function templateOf(type: ts.Type, checker: ts.TypeChecker, depth: number): Json {
  if (type.isUnion()) {
    const present = type.types.filter(
      (member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
    );
    const [first] = present;
    return first ? templateOf(first, checker, depth) : null;
  }
  if (type.isStringLiteral()) return type.value;
  if (type.isNumberLiteral()) return type.value;
  if (type.flags & ts.TypeFlags.BooleanLiteral) return checker.typeToString(type) === 'true';
  if (type.flags & ts.TypeFlags.StringLike) return '';
  if (type.flags & ts.TypeFlags.NumberLike) return 0;
  if (type.flags & ts.TypeFlags.BooleanLike) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return [];
  if (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection) && depth < 4) {
    if (type.getCallSignatures().length > 0) return null;
    const fields: Record<string, Json> = {};
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (!declaration) continue;
      const value = checker.getTypeOfSymbolAtLocation(property, declaration);
      // A date is sent as its ISO text.
      fields[property.name] =
        checker.typeToString(value) === 'Date'
          ? new Date(0).toISOString()
          : templateOf(value, checker, depth + 1);
    }
    return fields;
  }
  return null;
}

/** The events of a `StateMachine` type (its second type argument), each as its payload's template. */
function eventsOf(type: ts.Type, checker: ts.TypeChecker): Record<string, Json> | null {
  if (!(type.flags & ts.TypeFlags.Object)) return null;
  if (!((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference)) return null;
  if (type.symbol?.name !== 'StateMachine') return null;
  const event = checker.getTypeArguments(type as ts.TypeReference)[1];
  if (!event) return null;
  const events: Record<string, Json> = {};
  for (const member of event.isUnion() ? event.types : [event]) {
    const typeProperty = member.getProperty('type');
    if (!typeProperty?.valueDeclaration) continue;
    const name = checker.getTypeOfSymbolAtLocation(typeProperty, typeProperty.valueDeclaration);
    if (!name.isStringLiteral()) continue;
    const payload = templateOf(member, checker, 0);
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) continue;
    delete payload.type;
    events[name.value] = payload;
  }
  return events;
}

/** The events a machine's states handle (a list machine's type names the events of every list's config). */
export function handledEvents(node: AnyStateNode, into = new Set<string>()): Set<string> {
  for (const type of node.ownEvents) into.add(type);
  for (const child of Object.values(node.states)) handledEvents(child, into);
  return into;
}

/** Every exported machine's events with their payloads' templates, by the machine's id. */
export async function eventTemplates(): Promise<Record<string, Record<string, Json>>> {
  const config = ts.readConfigFile(`${root}tsconfig.json`, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram([index], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
  const values = (await import(pathToFileURL(index).href)) as Record<string, unknown>;
  const templates: Record<string, Record<string, Json>> = {};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const machine = values[exported.name] as { id?: unknown; root?: AnyStateNode } | undefined;
    if (typeof machine?.id !== 'string' || !machine.root) continue;
    const id = machine.id;
    const handled = handledEvents(machine.root);
    const events = eventsOf(checker.getTypeOfSymbol(exported), checker);
    // Only what carries data: an event with no payload is sent as it is.
    const carrying = Object.entries(events ?? {}).filter(
      ([type, payload]) => handled.has(type) && Object.keys(payload as object).length > 0,
    );
    if (carrying.length > 0)
      templates[id] = Object.fromEntries(carrying.sort(([a], [b]) => a.localeCompare(b)));
  }
  return Object.fromEntries(Object.entries(templates).sort(([a], [b]) => a.localeCompare(b)));
}

export function formatTemplates(templates: Record<string, unknown>): string {
  return `${JSON.stringify(templates, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TEMPLATES_FILE, formatTemplates(await eventTemplates()));
  console.log(`wrote ${TEMPLATES_FILE}`);
}
