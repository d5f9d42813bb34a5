/**
 * The import's worker threads (issue 30): a bounded pool (piscina) that reads and checks the files of
 * `POST /Admin/members/import[/preview]` (`read-task.ts`) off the event loop. One preview of 20 000 multi-line
 * rows held the process for seconds; now the main thread only sends the text and takes the chunks back.
 *
 * - Size: half the cores (at least one thread) per process; a thread ends after a minute without work and starts
 *   again on the next file. In production the threads run at a lower CPU priority than the event loop (`nice`):
 *   on a machine whose cores are all busy, the reading waits and the answers do not. Elsewhere they keep the
 *   process's own (beside a test run, a 2-row file took over a minute at nice 10).
 * - Bounded: `QUEUE_PER_THREAD` files wait per thread; beyond, or when a thread fails (it crashed, ran out of its
 *   memory), the call answers 503 and the pool replaces the thread. The process never goes down with it.
 * - `close()` (the app's `onClose`: SIGTERM's drain) ends the threads.
 *
 * The compiled server runs `dist/import-worker.js` (built beside `dist/main.js` by `scripts/build.mjs`); from the
 * sources (`pnpm dev`, the tests) a thread loads `read-task.ts` through tsx (`read-boot.mjs`).
 */
import os from 'node:os';
import type { ImportRequest, Locale } from '@mijas/api/contract';
import { Piscina } from 'piscina';
import { serviceUnavailable } from '../http/errors.ts';
import type { ReadResult, ReadTask } from './read-task.ts';
import { invalidFile } from './rules.ts';

/** Files that may wait for a thread, per thread. */
const QUEUE_PER_THREAD = 8;
/** A thread's heap: a 5 MB file read into rows needs about a tenth of it. */
const THREAD_HEAP_MB = 512;

export type ImportFileRead = Extract<ReadResult, { ok: true }>;

export interface ImportReader {
  /** The file read and checked in a worker thread; 400 `invalidFile` for a file that cannot be, 503 on a failure. */
  read(request: ImportRequest, locale: Locale): Promise<ImportFileRead>;
  /** Threads running now. */
  threads(): number;
  /** Ends the threads (a file being read then fails with 503). */
  close(): Promise<void>;
}

/** What a thread loads: the built worker, or the TypeScript task through tsx (`task` instead, for tests). */
function workerSource(task: URL | undefined) {
  const fromSources = import.meta.url.endsWith('.ts');
  if (!fromSources) {
    return { filename: (task ?? new URL('./import-worker.js', import.meta.url)).href };
  }
  return {
    filename: new URL('./read-boot.mjs', import.meta.url).href,
    workerData: { task: (task ?? new URL('./read-task.ts', import.meta.url)).href },
  };
}

export function createImportReader({
  log,
  task,
  threads = Math.max(1, Math.floor(os.availableParallelism() / 2)),
  nice = 0,
  warm = false,
}: {
  /** Where a thread's failure is told (the app's logger). */
  log: { error(details: object, message: string): void };
  /** The module a thread runs instead of `read-task.ts` (tests: one that waits, or fails). */
  task?: URL;
  threads?: number;
  /** How much lower than the event loop's the threads' CPU priority is (nice(2), piscina's `niceIncrement`). */
  nice?: number;
  /** One thread started at once and kept (tests: the first file does not wait for it). */
  warm?: boolean;
}): ImportReader {
  const pool = new Piscina<ReadTask, ReadResult>({
    ...workerSource(task),
    minThreads: warm ? 1 : 0,
    maxThreads: threads,
    maxQueue: threads * QUEUE_PER_THREAD,
    idleTimeout: 60_000,
    niceIncrement: nice,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  // A thread that fails with no file in hand (at its start): logged, and the pool starts another when needed.
  pool.on('error', (error: unknown) => log.error({ err: error }, 'an import worker thread failed'));

  return {
    async read(request, locale) {
      let result: ReadResult;
      try {
        result = await pool.run({ request, locale });
      } catch (error) {
        log.error({ err: error }, 'reading an imported file failed in its worker thread');
        throw serviceUnavailable();
      }
      if (!result.ok) throw invalidFile(result.problems);
      return result;
    },
    threads: () => pool.threads.length,
    close: () => pool.destroy(),
  };
}
