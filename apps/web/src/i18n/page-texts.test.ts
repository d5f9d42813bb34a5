import { ARABIC_LETTER } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { ar } from './ar.ts';
import { catalogueLoaders } from './catalogues.ts';
import { adminPayments } from './en/admin-payments.ts';
import * as staff from './en/staff.ts';
import { plans } from './en/plans.ts';
import { loadLocale } from './locale.tsx';
import { loadPageTexts } from './page-texts.ts';

describe('page texts', () => {
  it('are not in a language’s catalogue chunk: they come with their page, in the language asked', async () => {
    expect(Object.keys(ar)).not.toContain('plans');
    expect(Object.keys(ar)).not.toContain('adminPayments');
    expect(Object.keys(ar)).not.toContain('memberPayments');
    await loadPageTexts(['plans'], 'ar');
    const { text } = await catalogueLoaders.ar();
    expect(text.plans.add).not.toBe(plans.add);
    expect(text.plans.add).toMatch(ARABIC_LETTER);
  });

  it('the admins’ own texts are in neither chunk: each section comes with the admins’ pages, under its own name', async () => {
    const sections = Object.keys(staff);
    expect(sections).toEqual(
      expect.arrayContaining(['admin', 'superadmin', 'overview', 'bulkActions']),
    );
    // The chunk as a page's first load evaluates it (another test may have loaded page texts into this one).
    vi.resetModules();
    const { ar: chunk } = await import('./ar.ts');
    for (const section of sections) expect(chunk).not.toHaveProperty(section);
    await loadPageTexts(['staff'], 'ar');
    const { text } = await catalogueLoaders.ar();
    expect(Object.keys(text)).toEqual(expect.arrayContaining(sections));
    expect(text).not.toHaveProperty('staff');
    expect(text.admin.viewMembers.title).toMatch(ARABIC_LETTER);
    expect(text.overview).not.toBe(staff.overview);
  });

  it('asked for in one language, come with the next one loaded (a switch)', async () => {
    await loadPageTexts(['adminPayments'], 'en');
    const { text } = await loadLocale('ar');
    expect(text.adminPayments.payments.export).not.toBe(adminPayments.payments.export);
    expect(text.adminPayments.payments.export).toMatch(ARABIC_LETTER);
  });
});
