/** `POST /api/v1/Forms`: the landing page's Join Us / Inquiry form (`applications/landing-form.ts`), plus the per-IP rate limit. */
import { endpoints } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { submitLandingForm } from '../applications/landing-form.ts';
import { localeOf } from '../http/locale.ts';
import { defineRoute } from '../http/route.ts';

export default async function landingFormRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    endpoints.submitForm,
    ({ body, request, now }) =>
      submitLandingForm(app, body, { ip: request.ip, locale: localeOf(request) }, now),
    { rateLimit: 'forms' },
  );
}
