import { describe, expect, it } from 'vitest';
import { callsOf, prepareCalls } from './calls.ts';

describe('callsOf: the calls a fake stands for', () => {
  it('names the call a form machine loads its record with, through the page input it keeps', async () => {
    await prepareCalls();
    // The real API of a page, which the probe must never call (a form keeps it in `context.input.api`).
    const pageApi = new Proxy(
      {},
      {
        get: () => () => Promise.reject(new Error('the probe called the page’s API')),
      },
    );
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const { endpoints, failures } = callsOf('updateMember', 'load', {
        input: { api: pageApi, id: 'a-member-id' },
      });
      expect(endpoints).toEqual(['memberDetails']);
      expect(failures.map((failure) => failure.answer.status)).toContain(404);
      // Let any stray rejection of the probe surface.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
  });
});
