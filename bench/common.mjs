// Shared by the benches: percentiles of a list of times (ms), how a bench prints one, the demo admin's login.

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
