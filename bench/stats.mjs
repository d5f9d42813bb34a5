// Timing figures shared by the benches: percentiles of a list of times (ms) and how a bench prints one.

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
