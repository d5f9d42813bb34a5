import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './cluster.ts';

describe('restartDelayMs', () => {
  it('replaces a worker at once after a long life, and backs off from 1 s to 60 s in a crash loop', () => {
    expect(restartDelayMs(0)).toBe(0);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });
});
