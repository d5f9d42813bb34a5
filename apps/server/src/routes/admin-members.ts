/**
 * Issue 21, the admins' member tools: the overview's figures (GET /Admin/overview; `overview/queries.ts`), the
 * member list's export (CSV), the ids of a search and bulk actions. Admins and root admins.
 */
import { endpoints, memberExportFileName } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { finished } from 'node:stream';
import { defineRoute } from '../http/route.ts';
import { runBulkAction } from '../members/bulk.ts';
import {
  EXPORT_BATCH,
  EXPORT_BATCH_PGLITE,
  exportMembersCsv,
  memberIds,
} from '../members/export.ts';
import { cutWhenIdle, exportSlots } from '../members/export-limits.ts';
import { overview } from '../overview/queries.ts';
import { checkAmountDecimals } from '../payments/queries.ts';

export default async function adminMemberRoutes(app: FastifyInstance): Promise<void> {
  const limits = app.config.exports;
  const slots = exportSlots(limits);

  defineRoute(app, endpoints.overview, ({ now }) =>
    overview(app.db, now, app.config.payments.currency),
  );

  defineRoute(app, endpoints.exportMembers, async ({ query, now, reply, request, user }) => {
    const release = slots.take(user.id);
    try {
      // PGlite's one connection is everybody's: there the export reads statement by statement, holding nothing
      // between them.
      const csv =
        app.database.kind === 'pglite'
          ? await exportMembersCsv(app.db, query, now, EXPORT_BATCH_PGLITE, 'statements')
          : await exportMembersCsv(app.db, query, now, EXPORT_BATCH, 'snapshot');
      // Given back once the stream has ended (all taken by the socket), failed or been destroyed (a cut download).
      finished(csv, () => release());
      cutWhenIdle(reply.raw, limits.idleTimeoutMs, request.log);
      reply.header('content-disposition', `attachment; filename="${memberExportFileName(now)}"`);
      return csv;
    } catch (error) {
      release();
      throw error;
    }
  });

  defineRoute(app, endpoints.memberIds, async ({ query, now }) => ({
    ids: await memberIds(app.db, query, now),
  }));

  defineRoute(app, endpoints.bulkMembers, async ({ body, user, request }) => {
    // The renewal's amount is refused once, for the whole selection, as the single renewal refuses it.
    if (body.action === 'renew') checkAmountDecimals(app.config, body.amount);
    return { results: await runBulkAction(app, body, user, request.log) };
  });
}
