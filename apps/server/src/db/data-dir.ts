/**
 * PGlite's data directory, made ready before PGlite opens it: one process at a time (a kernel lock on a file in
 * it, which a crashed process cannot leave behind), never a new database over files that are not a complete one,
 * and every problem said in one line that names the directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';
import { StartupError } from '../config.ts';

/** The lock file inside the data directory; it holds the owner's pid (for the message of a second process). */
export const LOCK_FILE = 'mijas.lock';

/** Files every complete PostgreSQL data directory has; PGlite re-initialises one without `PG_VERSION`. */
const DATABASE_FILES = ['PG_VERSION', 'global/pg_control', 'base'];

export interface DataDirLock {
  /** Whether the directory held no database yet (PGlite creates one). */
  fresh: boolean;
  release(): void;
}

/** `permission denied (EACCES)`: what went wrong with a file system call, without its stack. */
export function fileProblem(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOTDIR: 'a part of the path is a file, not a directory',
    EEXIST: 'a file of that name is in the way',
    EROFS: 'the file system is read-only',
    ENOSPC: 'no space left on the device',
    ENOENT: 'no such file or directory',
    ELOOP: 'too many symbolic links',
    ENAMETOOLONG: 'the path is too long',
  };
  const reason = code ? reasons[code] : undefined;
  return reason ? `${reason} (${code})` : message;
}

/**
 * Creates `dir` when missing, locks it for this process and checks that it is empty or holds a complete
 * database. Throws a `StartupError` otherwise: another process has it, it cannot be created, read or written,
 * or it holds files that are not a complete database (which must never be re-initialised: that would replace a
 * club's data by a fresh seed).
 */
export function lockDataDir(dir: string): DataDirLock {
  const fail = (problem: string) => new StartupError(`DATA_DIR ${dir} ${problem}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw fail(`cannot be created: ${fileProblem(error)}`);
  }
  if (!fs.statSync(dir).isDirectory()) throw fail('is not a directory');

  const lockPath = path.join(dir, LOCK_FILE);
  let fd: number;
  try {
    fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  } catch (error) {
    throw fail(`cannot be written: ${fileProblem(error)}`);
  }
  // An open-file-description lock (flock on macOS): the kernel drops it when the process ends, however it ends.
  if (!tryLock(fd)) {
    const owner = fs.readFileSync(lockPath, 'utf8').trim();
    fs.closeSync(fd);
    throw new StartupError(
      `Another process${/^\d+$/.test(owner) ? ` (pid ${owner})` : ''} is using DATA_DIR ${dir}: ` +
        'stop it first, or set DATA_DIR to another directory.',
    );
  }
  const release = () => fs.closeSync(fd);
  try {
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, `${process.pid}\n`, 0);
    const entries = fs.readdirSync(dir).filter((name) => name !== LOCK_FILE);
    if (entries.length === 0) return { fresh: true, release };
    const missing = DATABASE_FILES.find((file) => !fs.existsSync(path.join(dir, file)));
    if (missing) {
      throw fail(
        `is not empty but holds no complete database (${missing} is missing): refusing to create a new ` +
          'one over it. Restore its files, or set DATA_DIR to a new or empty directory.',
      );
    }
    return { fresh: false, release };
  } catch (error) {
    release();
    if (error instanceof StartupError) throw error;
    throw fail(`cannot be read: ${fileProblem(error)}`);
  }
}
