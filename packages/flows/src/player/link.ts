import { LINK_PARAM, type Recording } from './protocol.ts';

/** A recording as the value of the `flows` parameter: its JSON, UTF-8, base64url (no padding). */
export function encodeRecording(recording: Recording): string {
  const bytes = new TextEncoder().encode(JSON.stringify(recording));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The recording in a `flows` value, or null when it is not one (a truncated or hand-edited link). */
export function decodeRecording(value: string): Recording | null {
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as Partial<Recording>;
    if (
      parsed.v !== 1 ||
      typeof parsed.story !== 'string' ||
      !Array.isArray(parsed.steps) ||
      typeof parsed.scenarios !== 'object' ||
      parsed.scenarios === null
    )
      return null;
    return parsed as Recording;
  } catch {
    return null;
  }
}

/** The recording a page address carries for `story`, if any. */
export function recordingIn(search: string, story: string): Recording | null {
  const read = readLink(search, story);
  return read && 'recording' in read ? read.recording : null;
}

/** What a page address's `flows` parameter gives `story`: its recording, a problem to say, or nothing. */
export function readLink(
  search: string,
  story: string,
): { recording: Recording } | { problem: string } | null {
  const value = new URLSearchParams(search).get(LINK_PARAM);
  if (value === null) return null;
  const recording = decodeRecording(value);
  if (!recording)
    return {
      problem:
        'This link’s recording could not be read (cut short or changed?): the story runs without it. Copy the link again.',
    };
  // Another story's (Storybook keeps the parameter while QA moves on to other stories): not this one's.
  return recording.story === story ? { recording } : null;
}

/** `href` with the recording as its `flows` parameter (the other parameters kept). */
export function withRecording(href: string, encoded: string): string {
  const url = new URL(href);
  url.searchParams.set(LINK_PARAM, encoded);
  return url.toString();
}
