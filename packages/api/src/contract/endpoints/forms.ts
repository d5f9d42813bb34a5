/** The endpoints of the landing's Join Us and Inquiry form (paths in `endpointRoutes`, schemas here). */
import { formSubmissionRequestSchema, formSubmissionResponseSchema } from '../landing-form.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';

export const formsEndpoints = {
  submitForm: {
    ...endpointRoutes.submitForm,
    access: 'public',
    summary: 'Join Us / Inquiry form (2 per type per email per 24 h)',
    body: formSubmissionRequestSchema,
    status: 201,
    response: formSubmissionResponseSchema,
    rateLimited: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
