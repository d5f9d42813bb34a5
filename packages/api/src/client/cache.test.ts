import { describe, expect, it, vi } from 'vitest';
import { createQueryCache } from './cache.ts';

describe('query cache', () => {
  it('serves a fresh entry from memory, reloads it once stale, and shares one load between readers', async () => {
    let now = 0;
    const cache = createQueryCache(() => now);
    let n = 0;
    const load = vi.fn(async () => ++n);
    const [a, b] = await Promise.all([cache.read('k', 1000, load), cache.read('k', 1000, load)]);
    expect([a, b, load.mock.calls.length]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.read('k', 1000, load)).toBe(1);
    now = 1000;
    expect(await cache.read('k', 1000, load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep failures, and invalidates by key prefix', async () => {
    const cache = createQueryCache(() => 0);
    await expect(cache.read('m:1', 1000, () => Promise.reject(new Error('x')))).rejects.toThrow(
      'x',
    );
    expect(await cache.read('m:1', 1000, async () => 'ok')).toBe('ok');
    expect(await cache.read('m:2', 1000, async () => 'two')).toBe('two');
    cache.invalidate('m:1');
    expect(await cache.read('m:1', 1000, async () => 'reloaded')).toBe('reloaded');
    expect(await cache.read('m:2', 1000, async () => 'not used')).toBe('two');
    cache.clear();
    expect(await cache.read('m:2', 1000, async () => 'after clear')).toBe('after clear');
  });

  it("aborts one reader's wait without cancelling the shared load", async () => {
    const cache = createQueryCache(() => 0);
    let finish!: (value: string) => void;
    const load = () => new Promise<string>((resolve) => (finish = resolve));
    const controller = new AbortController();
    const first = cache.read('k', 1000, load, controller.signal);
    const second = cache.read('k', 1000, load);
    controller.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    finish('value');
    await expect(second).resolves.toBe('value');
  });
});
