import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./chromatic.mjs', import.meta.url));

/** `pnpm chromatic` with `env` instead of the caller's Chromatic variables (no token reaches it). */
function chromatic(env: Record<string, string>) {
  const { CHROMATIC_PROJECT_TOKEN: _token, CHROMATIC_SKIP: _skip, ...rest } = process.env;
  const run = spawnSync(process.execPath, [script], {
    env: { ...rest, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('pnpm chromatic', () => {
  it('fails without CHROMATIC_PROJECT_TOKEN, saying what is needed: a pipeline publishing nothing is red', () => {
    const run = chromatic({});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROMATIC_PROJECT_TOKEN');
    expect(run.stderr).toContain('CHROMATIC_SKIP=1');
  });

  it('exits 0 without publishing when CHROMATIC_SKIP=1 says to', () => {
    const run = chromatic({ CHROMATIC_SKIP: '1' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('CHROMATIC_SKIP=1');
  });

  it('refuses a CHROMATIC_SKIP other than 0 or 1 in one line', () => {
    const run = chromatic({ CHROMATIC_SKIP: 'yes' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('CHROMATIC_SKIP');
  });
});
