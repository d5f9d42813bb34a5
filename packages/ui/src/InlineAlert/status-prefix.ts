import type { Tone } from './toneIcons';

/**
 * The spec's messages start with an emoji saying what they are ('❌ Login failed.', '✅ Password reset
 * successful.', '⚠️ Please enter email/username and password'). Shown as they are, the emoji doubles the alert's
 * own icon and is a box on a machine without an emoji font: the components that show a message show the emoji as
 * their tone (its icon and colour) and the text without it.
 */
const PREFIX = /^\s*(❌|✅|⚠)\uFE0F?\s*/u;

const tones: Record<string, Tone> = { '❌': 'error', '✅': 'success', '⚠': 'warning' };

export interface StatusText {
  /** The tone the emoji says (❌ error, ✅ success, ⚠️ warning); none when the text starts with none. */
  tone?: Tone;
  /** The text without the emoji and the space after it (the whole text when it starts with none). */
  text: string;
}

/** `'❌ Login failed.'` → `{ tone: 'error', text: 'Login failed.' }`; a text without the emoji stays as it is. */
export function splitStatusPrefix(text: string): StatusText {
  const match = PREFIX.exec(text);
  if (!match) return { text };
  return { tone: tones[match[1]!], text: text.slice(match[0].length) };
}
