import {
  landingFormLimitReached,
  landingFormWindowStart,
  STORAGE_KEYS,
  type FormType,
} from '@mijas/api';
import { readJson, writeJson, type KeyValueStorage } from '../storage/storage.ts';

type Log = Partial<Record<FormType, number[]>>;

function read(storage: KeyValueStorage): Log {
  const log = readJson<unknown>(storage, STORAGE_KEYS.landingFormLog, {});
  return typeof log === 'object' && log !== null && !Array.isArray(log) ? (log as Log) : {};
}

/** Times of this type's submissions within the last 24 hours. */
export function recentSubmissions(storage: KeyValueStorage, type: FormType, now: number): number[] {
  const times = read(storage)[type];
  return Array.isArray(times)
    ? times.filter(
        (time) => typeof time === 'number' && time > landingFormWindowStart(now) && time <= now,
      )
    : [];
}

/** SPEC §5: at most 2 submissions per type per 24 hours, tracked in this browser. */
export function limitReached(storage: KeyValueStorage, type: FormType, now: number): boolean {
  return landingFormLimitReached(recentSubmissions(storage, type, now).length);
}

/** Records a submission, dropping entries older than the window. */
export function recordSubmission(storage: KeyValueStorage, type: FormType, now: number): void {
  const log = read(storage);
  writeJson(storage, STORAGE_KEYS.landingFormLog, {
    ...log,
    [type]: [...recentSubmissions(storage, type, now), now],
  });
}
