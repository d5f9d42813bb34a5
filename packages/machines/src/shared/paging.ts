import { PAGE_SIZE } from '@mijas/api';

/** ceil(total / PAGE_SIZE): the number of pages (and page buttons) of a list of `totalCount` rows. */
export function pageCountOf(totalCount: number): number {
  return Math.max(0, Math.ceil(totalCount / PAGE_SIZE));
}

/** A 1-based page number from a URL or an input (`'2'`, `2`); anything else is page 1. */
export function validPage(value: unknown): number {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : 1;
}
