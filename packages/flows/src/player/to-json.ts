import type { JsonValue } from './protocol.ts';

const MAX_DEPTH = 8;
const MAX_ITEMS = 100;

function isActorRef(value: object): value is { id: string; send: unknown; getSnapshot: unknown } {
  return (
    'send' in value && 'getSnapshot' in value && typeof (value as { id?: unknown }).id === 'string'
  );
}

/**
 * Any value (a machine's context, an event, an output) as JSON that can cross Storybook's channel: functions,
 * actor refs and cycles become short descriptions, errors keep their status and body, long lists are cut.
 */
export function toJson(value: unknown, depth = 0, seen = new WeakSet<object>()): JsonValue {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'bigint':
    case 'symbol':
      return String(value);
    case 'function':
      return `ƒ ${value.name || 'anonymous'}()`;
  }
  const object = value as object;
  if (seen.has(object)) return '[circular]';
  if (depth >= MAX_DEPTH) return Array.isArray(object) ? '[…]' : '{…}';
  if (object instanceof Date)
    return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
  if (isActorRef(object)) return `actor ${object.id}`;
  seen.add(object);
  try {
    if (object instanceof Error) {
      const { status, body, code } = object as Error & Record<string, unknown>;
      return toJson(
        { name: object.name, message: object.message, status, code, body },
        depth + 1,
        seen,
      );
    }
    if (Array.isArray(object) || object instanceof Set) {
      const items = [...object];
      const json = items.slice(0, MAX_ITEMS).map((item) => toJson(item, depth + 1, seen));
      if (items.length > MAX_ITEMS) json.push(`… ${items.length - MAX_ITEMS} more`);
      return json;
    }
    if (object instanceof Map) return toJson(Object.fromEntries(object), depth, seen);
    const json: Record<string, JsonValue> = {};
    // Own enumerable keys only: a proxy (the stories' API) answers every name, but lists its own.
    for (const key of Object.keys(object)) {
      const item = (object as Record<string, unknown>)[key];
      if (item !== undefined) json[key] = toJson(item, depth + 1, seen);
    }
    return json;
  } catch {
    return '[unreadable]';
  } finally {
    seen.delete(object);
  }
}
