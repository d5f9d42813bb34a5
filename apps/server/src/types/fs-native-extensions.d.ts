/** The part of `fs-native-extensions` (Holepunch; prebuilt, no types of its own) that the server uses. */
declare module 'fs-native-extensions' {
  /**
   * Locks the whole open file `fd` (exclusive unless `shared`) without waiting: false when another open file holds
   * it. An open-file-description lock on Linux, `flock` on macOS, `LockFileEx` on Windows: closing the file or
   * ending the process, however it ends, releases it.
   */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
