// Shared by the benches: percentiles of a list of times (ms), how a bench prints one, the demo admin's login.
import os from 'node:os';

export function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** p50, p95 and the largest of `times`. */
export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
}

/** A time in ms as the benches' tables print it (7 wide, one decimal; — for none). */
export const ms = (value) => (value === undefined ? '—' : value.toFixed(1)).padStart(7);

/** The demo admin's `authorization` header on a listening app at `base` (README's demo login). */
export async function adminHeaders(base) {
  const login = await fetch(`${base}/api/v1/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: 'admin', password: 'Admin#Mijas2026' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  return { authorization: `Bearer ${token}` };
}

/**
 * Waits for a quiet machine before a browser bench measures a page: until the 1-minute load average is at most
 * `below` (what a bench's own run just before leaves fades in about a minute), for at most `maxMs`. Answers how
 * long it waited, in ms (`--no-settle` in the benches: not at all).
 */
export async function waitForQuiet({ below = 1.5, maxMs = 180_000, pollMs = 5_000 } = {}) {
  const started = Date.now();
  while (os.loadavg()[0] > below && Date.now() - started < maxMs)
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  return Date.now() - started;
}

/**
 * The machine's load average (`os.loadavg()`) as the browser benches print it before their runs, and whether the
 * 1-minute figure says other work is running (above 1.5 on our 2 cores: figures that depend on the CPU are lower).
 */
export function loadAverage(highest) {
  const [now, five, fifteen] = os.loadavg();
  // `highest`: the highest 1-minute figure seen before a page's runs, judged instead of the one now.
  const one = highest ?? now;
  const busy = one > 1.5;
  return {
    one,
    busy,
    line: `load average ${[one, five, fifteen].map((value) => value.toFixed(2)).join(' ')}`,
    warning: `  warning: the 1-minute load average is ${one.toFixed(2)} (> 1.5): the machine is not idle, these figures are low`,
  };
}
