import { ARABIC_LETTER } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { catalogueLoaders } from './catalogues.ts';
import { adminPayments } from './en/admin-payments.ts';
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

  it('asked for in one language, come with the next one loaded (a switch)', async () => {
    await loadPageTexts(['adminPayments'], 'en');
    const { text } = await loadLocale('ar');
    expect(text.adminPayments.payments.export).not.toBe(adminPayments.payments.export);
    expect(text.adminPayments.payments.export).toMatch(ARABIC_LETTER);
  });
});
