/**
 * The card's QR code read across a counter (issue 30): its link, `<PUBLIC_URL>/verify/<card id>`, makes a code of
 * version 5 or lower at the card's error correction level, where the signed token of before made one of version
 * 12 (65 × 65 modules, 2.2 px each on a 390 px phone).
 */
import {
  CARD_ID_LENGTH,
  CARD_VERIFY_PATH,
  CARD_VERIFY_URL_MAX_LENGTH,
  cardVerifyUrl,
} from '@mijas/api';
import { qrPath, QR_ERROR_CORRECTION, QR_QUIET_ZONE } from '@mijas/ui/membership-card';
import { describe, expect, it } from 'vitest';
import { demoCard } from './fixtures.ts';

/** The worst card id for a QR code: none is worse than another (byte mode, as any lower-case link). */
const ID = 'Zz9_-Zz9_-Zz9_-Zz9_-Zz'.slice(0, CARD_ID_LENGTH);

/** A side of `version`, in modules, with the quiet zone. */
const side = (version: number) => 17 + 4 * version + 2 * QR_QUIET_ZONE;

describe("the card's QR code", () => {
  it('is of error correction M, its side 17 + 4 × version modules and a quiet zone of 4 on each side', () => {
    expect(QR_ERROR_CORRECTION).toBe('M');
    const qr = qrPath(cardVerifyUrl('https://club.example', ID));
    expect(qr.size).toBe(side(qr.version));
  });

  it.each([
    ['a local server', 'http://localhost:3000', 4],
    ['a short domain', 'https://mijas.jo', 4],
    ['a realistic long one', 'https://membership.engineers-association.org.jo', 5],
    // The longest the contract allows: 54 characters.
    ['the longest allowed', `https://${'m'.repeat(46)}`, 5],
  ])('is version ≤ 5 for %s (%s)', (_, publicUrl, version) => {
    const link = cardVerifyUrl(publicUrl, ID);
    expect(link).toBe(`${publicUrl}${CARD_VERIFY_PATH}/${ID}`);
    expect(link.length).toBeLessThanOrEqual(CARD_VERIFY_URL_MAX_LENGTH);
    const qr = qrPath(link);
    expect(qr.version).toBe(version);
    expect(qr.size).toBeLessThanOrEqual(side(5));
  });

  it('would be version 6 one character past the bound, and was 12 for the signed token of before', () => {
    expect(qrPath(cardVerifyUrl(`https://${'m'.repeat(47)}`, ID)).version).toBe(6);
    const signed =
      'eyJhbGciOiJFZERTQSIsImtpZCI6ImYyNGQ1ZmM5LTMyY2MtNGQzYi05OWQyLThmYzRiZWJjMGVkOSJ9.eyJzdWIiOiI1MmY4MzRiMi1iYzhkLTQ4MTgtOGYwMi1lM2Y5MGYxOWViMTEiLCJhdWQiOiJtaWphcy1jYXJkIn0.TvkRQevyvvDxVosH20BlGkX5lZQnapMfG9C78orh2ehfscsyqXNPtODOBFPLS2eB0M5SS4B4ibjiOfKZDZz9BQ';
    expect(qrPath(cardVerifyUrl('https://club.example.com', signed)).version).toBe(12);
  });

  it("is version ≤ 5 for the stories' card too", () => {
    expect(qrPath(demoCard.verifyUrl).version).toBeLessThanOrEqual(5);
  });
});
