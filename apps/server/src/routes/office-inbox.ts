/**
 * Issue 21, the club office: the inbox of Join Us / Inquiry submissions (GET/PUT /Admin/forms…, reply;
 * `forms/inbox.ts`) and the overview (GET /Admin/overview; `overview/queries.ts`). Admins and root admins.
 */
import { endpoints } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import {
  listSubmissions,
  replyToSubmission,
  submissionDetails,
  updateSubmissionStatus,
} from '../forms/inbox.ts';
import { localeOf } from '../http/locale.ts';
import { defineRoute } from '../http/route.ts';
import { overview } from '../overview/queries.ts';

export default async function officeInboxRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.overview, ({ now }) => overview(app.db, now));

  defineRoute(app, endpoints.listForms, ({ query }) => listSubmissions(app.db, query));

  defineRoute(app, endpoints.formDetails, ({ params }) => submissionDetails(app.db, params.id));

  defineRoute(app, endpoints.updateForm, ({ params, body, user, now }) =>
    updateSubmissionStatus(app, { id: params.id, status: body.status, byId: user.id, now }),
  );

  defineRoute(app, endpoints.replyToForm, ({ params, body, user, request, now }) =>
    replyToSubmission(app, {
      id: params.id,
      request: body,
      byId: user.id,
      locale: localeOf(request),
      now,
    }),
  );
}
