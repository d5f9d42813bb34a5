/**
 * The admins' inbox of the landing page's Join Us / Inquiry submissions (issue 21). Its own module, apart from
 * `forms.ts`: the landing page, which loads `forms.ts`, does not carry these schemas.
 */
import { z } from 'zod';
import { OFFICE_LIMITS, SUBMISSION_STATUSES } from './constants.ts';
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
import { formTypeSchema } from './forms.ts';
import { languageSchema } from './user-language.ts';

export const submissionStatusSchema = choiceSchema(SUBMISSION_STATUSES, 'status');

/**
 * `GET /Admin/forms`: the submissions, newest first, paged like the member list; `search` finds a name, email or
 * mobile containing it (case-insensitive), `type` and `status` narrow them.
 */
export const formListQuerySchema = z.object({
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
  search: searchTextSchema,
  type: formTypeSchema.optional(),
  status: submissionStatusSchema.optional(),
});
export type FormListQuery = z.input<typeof formListQuerySchema>;

/** A submission as the inbox lists it. */
export const formSubmissionItemSchema = z.object({
  id: z.uuid(),
  type: formTypeSchema,
  name: z.string(),
  email: z.string(),
  /** E.164, or null when none was given. */
  mobile: z.string().nullable(),
  major: z.string(),
  /** The visitor's words (issue 30: an inquiry's question), lines kept; null when none was given. */
  message: z.string().nullable(),
  status: submissionStatusSchema,
  createdAt: timestampSchema,
  /** The member created from it, if any. */
  memberId: z.uuid().nullable(),
});
export type FormSubmissionItem = z.infer<typeof formSubmissionItemSchema>;

export const formListResponseSchema = z.object({
  forms: z.array(formSubmissionItemSchema),
  totalCount: z.number().int().min(0),
  /** Submissions still `new` (all of them, whatever the search): the nav's count. */
  newCount: z.number().int().min(0),
});
export type FormListResponse = z.infer<typeof formListResponseSchema>;

/** A reply mailed from the inbox, as recorded with its submission. */
export const formReplySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  sentByUserName: z.string().nullable(),
  createdAt: timestampSchema,
});
export type FormReply = z.infer<typeof formReplySchema>;

/** `GET /Admin/forms/{id}`: the submission, who last changed its status and when, its member and its replies. */
export const formSubmissionDetailsSchema = formSubmissionItemSchema.extend({
  /** The language the visitor wrote in: a reply is mailed in it (null: not known, sent before issue 30). */
  language: languageSchema.nullable(),
  memberUsername: z.string().nullable(),
  statusChangedAt: timestampSchema.nullable(),
  statusChangedByUserName: z.string().nullable(),
  /** Oldest first. */
  replies: z.array(formReplySchema),
});
export type FormSubmissionDetails = z.infer<typeof formSubmissionDetailsSchema>;

/** `{id}` of `/Admin/forms/{id}…`. */
export const formIdParamsSchema = z.object({ id: z.uuid(inLanguage((v) => v.idInvalid)) });
export type FormIdParams = z.infer<typeof formIdParamsSchema>;

/** `PUT /Admin/forms/{id}`: mark a submission new, handled or archived; answers its details. */
export const updateFormRequestSchema = z.object({ status: submissionStatusSchema });
export type UpdateFormRequest = z.infer<typeof updateFormRequestSchema>;

const subject = fieldLabel('subject');
const replyMessage = fieldLabel('message');
/**
 * `POST /Admin/forms/{id}/reply`: a mail to the submitter (through the outbox, in the club's name, their address
 * as given, in the language they wrote in), recorded with the submission, which becomes `handled`; answers its
 * details.
 */
export const formReplyRequestSchema = z.object({
  subject: typedText(subject)
    .min(
      1,
      inLanguage((v) => v.required(subject())),
    )
    .max(
      OFFICE_LIMITS.replySubjectMax,
      inLanguage((v) => v.tooLong(subject(), OFFICE_LIMITS.replySubjectMax)),
    ),
  body: typedMultilineText(replyMessage)
    .min(
      1,
      inLanguage((v) => v.required(replyMessage())),
    )
    .max(
      OFFICE_LIMITS.replyBodyMax,
      inLanguage((v) => v.tooLong(replyMessage(), OFFICE_LIMITS.replyBodyMax)),
    ),
});
export type FormReplyRequest = z.infer<typeof formReplyRequestSchema>;
