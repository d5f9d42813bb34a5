import { describe, expect, it } from 'vitest';
import { splitStatusPrefix } from './status-prefix';

describe('splitStatusPrefix', () => {
  it.each([
    ['❌ Login failed.', 'error', 'Login failed.'],
    ['✅ Password reset successful.', 'success', 'Password reset successful.'],
    [
      '⚠️ Please enter email/username and password',
      'warning',
      'Please enter email/username and password',
    ],
  ] as const)('%s: the emoji is the tone, the text is without it', (message, tone, text) => {
    expect(splitStatusPrefix(message)).toEqual({ tone, text });
  });

  it('takes the emoji with or without the space after it', () => {
    expect(splitStatusPrefix('❌Reset failed.')).toEqual({ tone: 'error', text: 'Reset failed.' });
    expect(splitStatusPrefix('✅  Saved')).toEqual({ tone: 'success', text: 'Saved' });
  });

  it('takes ⚠ with or without its emoji variation selector', () => {
    expect(splitStatusPrefix('⚠ Careful')).toEqual({ tone: 'warning', text: 'Careful' });
    expect(splitStatusPrefix('⚠️Careful')).toEqual({ tone: 'warning', text: 'Careful' });
  });

  it('keeps Arabic text after the emoji whole', () => {
    expect(splitStatusPrefix('❌ فشل تسجيل الدخول.')).toEqual({
      tone: 'error',
      text: 'فشل تسجيل الدخول.',
    });
    expect(splitStatusPrefix('✅تمت إعادة تعيين كلمة المرور بنجاح.')).toEqual({
      tone: 'success',
      text: 'تمت إعادة تعيين كلمة المرور بنجاح.',
    });
  });

  it('leaves a text without the emoji, or with one elsewhere, as it is', () => {
    expect(splitStatusPrefix('Invalid username/email or password.')).toEqual({
      text: 'Invalid username/email or password.',
    });
    expect(splitStatusPrefix('Saved ✅')).toEqual({ text: 'Saved ✅' });
    expect(splitStatusPrefix('')).toEqual({ text: '' });
  });
});
