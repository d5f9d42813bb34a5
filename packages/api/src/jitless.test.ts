import { describe, expect, it } from 'vitest';

describe('jitless', () => {
  it('turns off zod’s compiled parsers (no eval) for every copy of zod, loaded before or after it', async () => {
    await import('./jitless.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
