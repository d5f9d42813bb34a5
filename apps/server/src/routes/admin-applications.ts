/**
 * Issue 21, Applications: the landing page's Join Us / Inquiry submissions as the admins list, read, mark and
 * answer them (GET/PUT /Admin/forms…, reply; `applications/admin.ts`). Admins and root admins.
 */
import { endpoints } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import {
  applicationDetails,
  listApplications,
  replyToApplication,
  updateApplicationStatus,
} from '../applications/admin.ts';
import { localeOf } from '../http/locale.ts';
import { defineRoute } from '../http/route.ts';

export default async function adminApplicationRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.listApplications, ({ query }) => listApplications(app.db, query));

  defineRoute(app, endpoints.applicationDetails, ({ params }) =>
    applicationDetails(app.db, params.id),
  );

  defineRoute(app, endpoints.updateApplication, ({ params, body, user, now }) =>
    updateApplicationStatus(app, { id: params.id, status: body.status, byId: user.id, now }),
  );

  defineRoute(app, endpoints.replyToApplication, ({ params, body, user, request, now }) =>
    replyToApplication(app, {
      id: params.id,
      request: body,
      byId: user.id,
      locale: localeOf(request),
      now,
    }),
  );
}
