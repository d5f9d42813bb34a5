import { describe, expect, it } from 'vitest';
import {
  currencyExponent,
  formatMoney,
  formatReceiptNumber,
  fromMinorUnits,
  isCurrency,
  RECEIPT_NUMBER_PATTERN,
  toMinorUnits,
} from './payments.ts';

describe('money in minor units (issue 34)', () => {
  it("takes a currency's minor units from Intl: the dinar's three decimals", () => {
    expect(currencyExponent('JOD')).toBe(3);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(isCurrency('JOD')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('jod')).toBe(false);
  });

  it('turns major amounts into minor units and back without float drift', () => {
    expect(toMinorUnits(12.5, 3)).toBe(12500);
    expect(toMinorUnits(0.1 + 0.2, 2)).toBe(30);
    expect(fromMinorUnits(25000, 3)).toBe(25);
  });

  it('writes money with Intl in English and Arabic (Western digits)', () => {
    expect(formatMoney(25000, 'JOD', 'en')).toBe(
      new Intl.NumberFormat('en-JO', { style: 'currency', currency: 'JOD' }).format(25),
    );
    expect(formatMoney(25000, 'JOD', 'en')).toContain('25.000');
    const arabic = formatMoney(25500, 'JOD', 'ar');
    expect(arabic).toContain('25.500');
    expect(arabic).toMatch(/د\.أ/);
  });

  it('numbers receipts per year: 2026-000123, wider past a million', () => {
    expect(formatReceiptNumber(2026, 123)).toBe('2026-000123');
    expect(formatReceiptNumber(2026, 1_234_567)).toBe('2026-1234567');
    expect(RECEIPT_NUMBER_PATTERN.test('2026-000123')).toBe(true);
    expect(RECEIPT_NUMBER_PATTERN.test('2026-123')).toBe(false);
  });
});
