import { rmSync } from 'node:fs';

/** Removes the throwaway database the end-to-end server used. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
