/**
 * The landing page's Join Us / Inquiry form (SPEC §2, §5): a submission is stored unless its email already sent
 * `LANDING_FORM_LIMIT` of its type within the window (the browser's rule too: `landingFormLimitReached`), then 409.
 * An accepted one is mailed to the club's address (`CLUB_INBOX_EMAIL`) in the same transaction. It keeps the
 * language the visitor wrote in (the request's, `locale`): a reply from Applications is mailed in it.
 */
import {
  ERROR_CODES,
  landingFormLimitReached,
  landingFormWindowStart,
  messages,
  normalizeMobile,
  type FormSubmissionRequest,
  type Locale,
  type MessageResponse,
} from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../http/errors.ts';
import { queueApplicationNotice } from './admin.ts';
import { countSubmissionsSince, insertSubmission, lockSubmitter } from './queries.ts';

export async function submitLandingForm(
  app: Pick<FastifyInstance, 'db' | 'config' | 'mailer'>,
  form: FormSubmissionRequest,
  request: { ip: string; locale: Locale },
  now: Date,
): Promise<MessageResponse> {
  const since = new Date(landingFormWindowStart(now.getTime()));
  const accepted = await app.db.transaction(async (tx) => {
    await lockSubmitter(tx, form.type, form.email);
    if (landingFormLimitReached(await countSubmissionsSince(tx, form.type, form.email, since))) {
      return false as const;
    }
    const submission = {
      type: form.type,
      major: form.major,
      name: form.name,
      email: form.email,
      mobile: normalizeMobile(form.mobile),
      message: form.message || null,
    };
    await insertSubmission(tx, {
      ...submission,
      language: request.locale,
      ip: request.ip,
      createdAt: now,
    });
    return (await queueApplicationNotice(tx, app.config, submission, now)) ? 'mailed' : 'stored';
  });
  if (accepted === false) {
    throw conflict(ERROR_CODES.formLimitReached, messages.landingForm.limitReached(form.type));
  }
  if (accepted === 'mailed') app.mailer.wake();
  return { message: messages.api.formReceived };
}
