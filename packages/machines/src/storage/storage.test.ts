import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSharedMemoryStorage, readJson, writeJson } from './storage.ts';

describe('memory storage', () => {
  it('stores, reads, removes and clears like Web Storage', () => {
    const storage = createMemoryStorage({ token: 'a' });
    expect(storage.getItem('token')).toBe('a');
    storage.setItem('roles', '[]');
    storage.removeItem('token');
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('roles')).toBe('[]');
    storage.clear();
    expect(storage.getItem('roles')).toBeNull();
  });

  it('reads JSON with a fallback for missing or corrupt values', () => {
    const storage = createMemoryStorage({ broken: '{nope' });
    expect(readJson(storage, 'missing', 1)).toBe(1);
    expect(readJson(storage, 'broken', [])).toEqual([]);
    writeJson(storage, 'user', { id: 'u1' });
    expect(readJson(storage, 'user', null)).toEqual({ id: 'u1' });
  });
});

describe('shared memory storage (tabs)', () => {
  it("reports a tab's changes to the other tabs only, like the storage event", () => {
    const area = createSharedMemoryStorage();
    const a = area.tab();
    const b = area.tab();
    const seenByA: (string | null)[] = [];
    const seenByB: (string | null)[] = [];
    a.subscribe?.((key) => seenByA.push(key));
    const stop = b.subscribe?.((key) => seenByB.push(key));
    a.setItem('token', 't');
    expect(b.getItem('token')).toBe('t');
    a.removeItem('token');
    b.setItem('x', '1');
    a.clear();
    stop?.();
    a.setItem('after', '1');
    expect(seenByB).toEqual(['token', 'token', null]);
    expect(seenByA).toEqual(['x']);
  });
});
