import { rmSync } from 'node:fs';

/** Removes the throwaway databases the end-to-end servers used. */
export default function globalTeardown() {
  for (const dataDir of [process.env.E2E_DATA_DIR, process.env.E2E_STAFF_DATA_DIR]) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
