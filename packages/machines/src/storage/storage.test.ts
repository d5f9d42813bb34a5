import { describe, expect, it } from 'vitest';
import { createMemoryStorage, readJson, writeJson } from './storage.ts';

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
