/**
 * What one download of `GET /Admin/members/export` may hold (issue 30): a place among `EXPORT_MAX_CONCURRENT`
 * exports of this process and `EXPORT_MAX_PER_ADMIN` of one admin (429 `{message}` beyond), given back when its
 * stream closes however the download ends; and a download whose client takes nothing for `EXPORT_IDLE_TIMEOUT_MS`
 * is cut. So stalled downloads hold at most that many connections of the pool (PostgreSQL) or batches of memory
 * (PGlite), and only for so long.
 */
import { messages } from '@mijas/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.ts';
import { tooManyRequests } from '../http/errors.ts';

/** The wait a refused export is told to allow (`Retry-After`): a whole export of 100 000 members takes ~3 s. */
const RETRY_AFTER_SECONDS = 5;

export interface ExportSlots {
  /** Takes a place for an export by `adminId`, or throws 429; returns what gives it back (once). */
  take(adminId: string): () => void;
}

/** The places of one process (one app). */
export function exportSlots(limits: ServerConfig['exports']): ExportSlots {
  let running = 0;
  const byAdmin = new Map<string, number>();
  return {
    take(adminId) {
      const mine = byAdmin.get(adminId) ?? 0;
      if (mine >= limits.maxPerAdmin) {
        throw tooManyRequests(RETRY_AFTER_SECONDS, messages.api.exportInProgress);
      }
      if (running >= limits.maxConcurrent) {
        throw tooManyRequests(RETRY_AFTER_SECONDS, messages.api.exportsBusy);
      }
      running += 1;
      byAdmin.set(adminId, mine + 1);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        running -= 1;
        const left = (byAdmin.get(adminId) ?? 1) - 1;
        if (left > 0) byAdmin.set(adminId, left);
        else byAdmin.delete(adminId);
      };
    },
  };
}

/**
 * Cuts the download answered by `response` once its client has taken nothing for `idleMs`. Node's socket timeout
 * does the watching: each write to the socket, started or completed, resets it, and when it fires while a write is
 * still pending it waits one more period if that write moved meanwhile; so with a period of half `idleMs` a
 * download is cut between half `idleMs` and `idleMs` after its last progress, and a client reading slowly but
 * steadily never is. The cut socket closes the response, which destroys the export's stream (its reading stops, a
 * transaction is rolled back). After the answer the server's keep-alive timeout takes the socket over.
 */
export function cutWhenIdle(
  response: ServerResponse,
  idleMs: number,
  log: FastifyBaseLogger,
): void {
  response.setTimeout(Math.ceil(idleMs / 2), () => {
    log.warn({ idleMs }, 'export cut: its client took nothing for too long');
    response.destroy();
  });
}
