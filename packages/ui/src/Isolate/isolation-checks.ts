// Story assertions shared by the stories that isolate an email and a phone number in right-to-left.
import { expect, within } from 'storybook/test';
import { readsLeftToRight } from './reading-order';

/** An email starting with digits and a phone number, as the right-to-left stories show them. */
export const ltrSamples = { email: '2024.rana@example.org', phone: '+962795551000' } as const;

/**
 * The email is a <bdi> and reads as written (not "rana@example.org.2024"); the phone is isolated left to right
 * and its "+" comes first (not "962795551000+").
 */
export async function expectSamplesReadAsWritten(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const email = canvas.getByText(ltrSamples.email);
  await expect(email.tagName).toBe('BDI');
  await expect(readsLeftToRight(email, '2024', '@')).toBe(true);
  const phone = canvas.getByText(ltrSamples.phone);
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await expect(readsLeftToRight(phone, '+', '9')).toBe(true);
}
