/**
 * Applications: the admins' list of the landing page's Join Us / Inquiry submissions (issue 21). Its own module, apart from
 * `landing-form.ts`: the landing page, which loads `landing-form.ts`, does not carry these schemas.
 */
import { z } from 'zod/mini';
import { ADMIN_LIMITS, APPLICATION_STATUSES } from './constants.ts';
import {
  choiceSchema,
  fieldLabel,
  inLanguage,
  pageNumberSchema,
  pageSizeSchema,
  searchTextSchema,
  timestampSchema,
  typedMultilineText,
  typedText,
} from './fields.ts';
import { formTypeSchema } from './form-type.ts';
import { languageSchema } from './user-language.ts';

export const applicationStatusSchema = choiceSchema(APPLICATION_STATUSES, 'status');

/**
 * `GET /Admin/forms`: the submissions, newest first, paged like the member list; `search` finds a name, email or
 * mobile containing it (case-insensitive), `type` and `status` narrow them.
 */
export const applicationListQuerySchema = z.object({
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
  search: searchTextSchema,
  type: z.optional(formTypeSchema),
  status: z.optional(applicationStatusSchema),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

/** A submission as Applications lists it. */
export const applicationItemSchema = z.object({
  id: z.uuid(),
  type: formTypeSchema,
  name: z.string(),
  email: z.string(),
  /** E.164, or null when none was given. */
  mobile: z.nullable(z.string()),
  major: z.string(),
  /** The visitor's words (issue 30: an inquiry's question), lines kept; null when none was given. */
  message: z.nullable(z.string()),
  status: applicationStatusSchema,
  createdAt: timestampSchema,
  /** The member created from it, if any. */
  memberId: z.nullable(z.uuid()),
});
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

export const applicationListResponseSchema = z.object({
  forms: z.array(applicationItemSchema),
  totalCount: z.number().check(z.int(), z.gte(0)),
  /** Submissions still `new` (all of them, whatever the search): the nav's count. */
  newCount: z.number().check(z.int(), z.gte(0)),
});
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

/** A reply mailed from Applications, as recorded with its submission. */
export const applicationReplySchema = z.object({
  id: z.number().check(z.int()),
  subject: z.string(),
  body: z.string(),
  sentByUserName: z.nullable(z.string()),
  createdAt: timestampSchema,
});
export type ApplicationReply = z.infer<typeof applicationReplySchema>;

/** `GET /Admin/forms/{id}`: the submission, who last changed its status and when, its member and its replies. */
export const applicationDetailsSchema = z.extend(applicationItemSchema, {
  /** The language the visitor wrote in: a reply is mailed in it (null: not known, sent before issue 30). */
  language: z.nullable(languageSchema),
  memberUsername: z.nullable(z.string()),
  statusChangedAt: z.nullable(timestampSchema),
  statusChangedByUserName: z.nullable(z.string()),
  /** Oldest first. */
  replies: z.array(applicationReplySchema),
});
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;

/** `{id}` of `/Admin/forms/{id}…`. */
export const applicationIdParamsSchema = z.object({ id: z.uuid(inLanguage((v) => v.idInvalid)) });
export type ApplicationIdParams = z.infer<typeof applicationIdParamsSchema>;

/** `PUT /Admin/forms/{id}`: mark a submission new, handled or archived; answers its details. */
export const updateApplicationRequestSchema = z.object({ status: applicationStatusSchema });
export type UpdateApplicationRequest = z.infer<typeof updateApplicationRequestSchema>;

const subject = fieldLabel('subject');
const replyMessage = fieldLabel('message');
/**
 * `POST /Admin/forms/{id}/reply`: a mail to the submitter (through the outbox, in the club's name, their address
 * as given, in the language they wrote in), recorded with the submission, which becomes `handled`; answers its
 * details.
 */
export const applicationReplyRequestSchema = z.object({
  subject: typedText(subject).check(
    z.minLength(
      1,
      inLanguage((v) => v.required(subject())),
    ),
    z.maxLength(
      ADMIN_LIMITS.replySubjectMax,
      inLanguage((v) => v.tooLong(subject(), ADMIN_LIMITS.replySubjectMax)),
    ),
  ),
  body: typedMultilineText(replyMessage).check(
    z.minLength(
      1,
      inLanguage((v) => v.required(replyMessage())),
    ),
    z.maxLength(
      ADMIN_LIMITS.replyBodyMax,
      inLanguage((v) => v.tooLong(replyMessage(), ADMIN_LIMITS.replyBodyMax)),
    ),
  ),
});
export type ApplicationReplyRequest = z.infer<typeof applicationReplyRequestSchema>;
