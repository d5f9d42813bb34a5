import { describe, expect, it } from 'vitest';
import { pageCountOf, validPage } from './paging.ts';

describe('paging helpers', () => {
  it('counts pages of 10 (SPEC §9)', () => {
    expect([0, 1, 10, 11, 20, 21].map(pageCountOf)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('reads a page number, else 1', () => {
    expect(['3', 3, ' 2 '].map(validPage)).toEqual([3, 3, 2]);
    expect(['', '0', '-1', '1.5', 'two', null, undefined, 0, Number.NaN].map(validPage)).toEqual([
      1, 1, 1, 1, 1, 1, 1, 1, 1,
    ]);
  });
});
