/**
 * `POST /api/v1/Forms`: the landing page's Join Us / Inquiry form. At most LANDING_FORM_LIMIT submissions per type
 * per email per LANDING_FORM_WINDOW_MS (the same rule the browser applies), plus the per-IP rate limit.
 */
import {
  endpoints,
  ERROR_CODES,
  LANDING_FORM_LIMIT,
  LANDING_FORM_WINDOW_MS,
  messages,
  normalizeMobile,
} from '@mijas/api/contract';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formSubmissions } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';

export default async function formsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    endpoints.submitForm,
    async ({ body, request, now }) => {
      const since = new Date(now.getTime() - LANDING_FORM_WINDOW_MS);
      const accepted = await app.db.transaction(async (tx) => {
        // Serialise submissions of one email and type so two at once cannot both pass the count.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`form:${body.type}:${body.email}`}))`,
        );
        const [recent] = await tx
          .select({ n: count() })
          .from(formSubmissions)
          .where(
            and(
              eq(formSubmissions.email, body.email),
              eq(formSubmissions.type, body.type),
              gt(formSubmissions.createdAt, since),
            ),
          );
        if ((recent?.n ?? 0) >= LANDING_FORM_LIMIT) return false;
        await tx.insert(formSubmissions).values({
          type: body.type,
          major: body.major,
          name: body.name,
          email: body.email,
          mobile: normalizeMobile(body.mobile),
          ip: request.ip,
          createdAt: now,
        });
        return true;
      });
      if (!accepted) {
        throw conflict(ERROR_CODES.formLimitReached, messages.landingForm.limitReached(body.type));
      }
      return { message: messages.api.formReceived };
    },
    { rateLimit: 'forms' },
  );
}
