/**
 * The landing page's Join Us / Inquiry form (SPEC §2, §5): a submission is stored unless its email already sent
 * `LANDING_FORM_LIMIT` of its type within the window (the browser's rule too: `landingFormLimitReached`), then 409.
 */
import {
  ERROR_CODES,
  landingFormLimitReached,
  landingFormWindowStart,
  messages,
  normalizeMobile,
  type FormSubmissionRequest,
  type MessageResponse,
} from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../http/errors.ts';
import { countSubmissionsSince, insertSubmission, lockSubmitter } from './queries.ts';

export async function submitLandingForm(
  app: Pick<FastifyInstance, 'db'>,
  form: FormSubmissionRequest,
  ip: string,
  now: Date,
): Promise<MessageResponse> {
  const since = new Date(landingFormWindowStart(now.getTime()));
  const accepted = await app.db.transaction(async (tx) => {
    await lockSubmitter(tx, form.type, form.email);
    if (landingFormLimitReached(await countSubmissionsSince(tx, form.type, form.email, since))) {
      return false;
    }
    await insertSubmission(tx, {
      type: form.type,
      major: form.major,
      name: form.name,
      email: form.email,
      mobile: normalizeMobile(form.mobile),
      ip,
      createdAt: now,
    });
    return true;
  });
  if (!accepted) {
    throw conflict(ERROR_CODES.formLimitReached, messages.landingForm.limitReached(form.type));
  }
  return { message: messages.api.formReceived };
}
