/**
 * The import's worker task for tests (`buildApp({ importTask })`): in its worker thread it says `started` on the
 * `BroadcastChannel` named `IMPORT_GATE`, then waits for the test's word: `read` reads the file as the server's
 * own task does; `crash` ends the thread in the middle of the file.
 */
import { BroadcastChannel } from 'node:worker_threads';
import type { ReadResult, ReadTask } from '../src/import/read-task.ts';

export const IMPORT_GATE = 'mijas-import-gate';
export const gatedImportTask = new URL(import.meta.url);

export default async function gatedTask(task: ReadTask): Promise<ReadResult> {
  const gate = new BroadcastChannel(IMPORT_GATE);
  try {
    const word = await new Promise<unknown>((resolve) => {
      gate.onmessage = (event) => resolve((event as { data: unknown }).data);
      gate.postMessage('started');
    });
    if (word === 'crash') process.exit(1);
    const { default: readTask } = await import('../src/import/read-task.ts');
    return readTask(task);
  } finally {
    gate.close();
  }
}
