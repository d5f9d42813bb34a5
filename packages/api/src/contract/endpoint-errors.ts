import type { z } from 'zod/mini';
import { endpoints, type EndpointDefinition, type EndpointName } from './endpoints.ts';
import { ERROR_CODES, toApiErrors, type ApiErrorList, type MessageResponse } from './errors.ts';
import { ADMIN_LIMITS } from './constants.ts';
import { importMessages } from './import-messages.ts';
import { messages } from './messages.ts';
import { paymentMessages } from './payment-messages.ts';
import { passkeyMessages } from './passkey-messages.ts';
import { PASSKEY_ERROR_CODES, PASSKEY_LIMITS } from './passkeys.ts';
import { PAYMENT_ERROR_CODES } from './payments.ts';

/**
 * An answer other than success that a call may get, with the body our server sends:
 * `[{code, description}]` for 400 and 409, `{message}` for 401, 403, 404, 429 and 503.
 */
export type ErrorAnswer =
  | { status: 400 | 409; body: ApiErrorList }
  | { status: 401 | 403 | 404 | 413 | 429 | 503; body: MessageResponse };

const items = (status: 400 | 409, code: string, description: string): ErrorAnswer => ({
  status,
  body: [{ code, description }],
});
const message = (status: 401 | 403 | 404 | 413 | 429, text: string): ErrorAnswer => ({
  status,
  body: { message: text },
});
/** A passkey's name in an example answer (the server names the one asked for). */
const SAMPLE_PASSKEY_NAME = 'Office PC';

/**
 * The answers of each call's own rules (an account not found, a conflict, a business rule), as the routes of
 * `apps/server` give them. Built on demand: nothing here is loaded by a page that does not ask.
 */
function ownErrors(name: EndpointName): ErrorAnswer[] {
  const api = messages.api;
  const invalidLink = items(400, ERROR_CODES.invalidToken, api.invalidActionToken);
  const duplicates = [
    items(409, ERROR_CODES.duplicateUserName, api.duplicateUserName),
    items(409, ERROR_CODES.duplicateEmail, api.duplicateEmail),
  ];
  const switched = (missing: string) => [
    message(404, missing),
    items(409, ERROR_CODES.alreadyActive, api.alreadyActive),
    items(409, ERROR_CODES.alreadyInactive, api.alreadyInactive),
  ];
  switch (name) {
    case 'login':
      return [
        message(401, messages.login.invalidCredentials),
        message(403, messages.login.accountDisabled),
        message(403, messages.login.passwordUpdateRequired),
      ];
    case 'refreshToken':
      return [message(401, api.refreshFailed)];
    case 'verifyResetCode':
      return [items(400, ERROR_CODES.invalidResetCode, messages.resetCode.invalid)];
    case 'resetPassword':
      return [
        items(400, ERROR_CODES.passwordMismatch, messages.resetPassword.mismatch),
        items(400, ERROR_CODES.passwordRequirements, messages.resetPassword.fixRequirements),
        invalidLink,
      ];
    case 'verifyEmail':
    case 'getRequiredActions':
      return [invalidLink];
    case 'sendVerificationEmail':
      return [
        message(404, api.userNotFound),
        items(409, ERROR_CODES.emailAlreadyVerified, api.emailAlreadyVerified),
      ];
    case 'memberCard':
      return [message(404, api.memberNotFound)];
    case 'verifyCard':
      return [message(404, api.cardNotRecognised)];
    case 'membershipInfo':
      return [message(403, api.membershipInfoForbidden), message(404, api.memberNotFound)];
    case 'memberSelf':
    case 'updateMemberSelf':
    case 'memberDetails':
      return [message(404, api.memberNotFound)];
    case 'adminInfo':
      return [message(404, api.userNotFound)];
    case 'createMember':
      return [
        ...duplicates,
        message(404, api.submissionNotFound),
        items(409, ERROR_CODES.submissionAlreadyLinked, api.submissionAlreadyLinked),
      ];
    case 'createAdmin':
      return duplicates;
    case 'updateMember':
      return [message(404, api.memberNotFound), ...duplicates];
    case 'renewMembership':
      return [items(400, ERROR_CODES.expiryTooLate, api.expiryTooLate)];
    case 'deactivateMembership':
      return [items(409, ERROR_CODES.membershipNotActive, api.membershipNotActive)];
    case 'renewalDetails':
      return [message(404, api.renewalNotFound)];
    case 'activateMember':
    case 'deactivateMember':
      return switched(api.memberNotFound);
    case 'adminDetails':
      return [message(404, api.adminNotFound)];
    case 'activateAdmin':
    case 'deactivateAdmin':
      return switched(api.adminNotFound);
    case 'exportMembers':
      return [message(429, api.exportInProgress), message(429, api.exportsBusy)];
    case 'memberIds':
      return [
        items(
          400,
          ERROR_CODES.selectionTooLarge,
          api.selectionTooLarge(ADMIN_LIMITS.bulkMaxSelection),
        ),
      ];
    case 'previewImport':
    case 'importMembers': {
      const file = importMessages();
      return [
        items(400, ERROR_CODES.invalidFile, file.notUtf8),
        items(400, ERROR_CODES.invalidFile, file.unclosedQuote(2)),
        items(400, ERROR_CODES.invalidFile, file.columnMissing(messages.validation.fields.email)),
        message(413, file.tooLarge(ADMIN_LIMITS.importMaxChars / 1_000_000)),
        ...(name === 'importMembers'
          ? [items(409, ERROR_CODES.importChanged, file.changedSincePreview)]
          : []),
      ];
    }
    case 'applicationDetails':
    case 'updateApplication':
    case 'replyToApplication':
      return [message(404, api.submissionNotFound)];
    // Issue 34: renewals paid by CliQ, bank transfer or cash (`payment-messages.ts`).
    case 'createRenewalRequest': {
      const pay = paymentMessages();
      return [
        message(404, pay.planNotFound),
        items(409, PAYMENT_ERROR_CODES.planRetired, pay.planRetired),
        items(409, PAYMENT_ERROR_CODES.requestAlreadyPending, pay.requestAlreadyPending),
      ];
    }
    case 'cancelRenewalRequest':
    case 'confirmRenewalRequest':
    case 'rejectRenewalRequest': {
      const pay = paymentMessages();
      return [
        message(404, pay.requestNotFound),
        items(409, PAYMENT_ERROR_CODES.requestNotPending, pay.requestNotPending),
        ...(name === 'confirmRenewalRequest'
          ? [items(400, ERROR_CODES.expiryTooLate, api.expiryTooLate)]
          : []),
      ];
    }
    case 'memberReceipt':
    case 'adminReceipt':
      return [message(404, paymentMessages().receiptNotFound)];
    case 'updatePlan':
      return [message(404, paymentMessages().planNotFound)];
    // Issue 35: passkeys (`passkey-messages.ts`).
    case 'passkeyRegistrationOptions':
      return [
        items(
          409,
          PASSKEY_ERROR_CODES.tooMany,
          passkeyMessages().tooMany(PASSKEY_LIMITS.maxPerUser),
        ),
      ];
    case 'addPasskey': {
      const say = passkeyMessages();
      return [
        items(400, PASSKEY_ERROR_CODES.challengeExpired, say.challengeExpired),
        items(400, PASSKEY_ERROR_CODES.notVerified, say.notVerified),
        items(409, PASSKEY_ERROR_CODES.alreadyRegistered, say.alreadyRegistered),
        items(409, PASSKEY_ERROR_CODES.tooMany, say.tooMany(PASSKEY_LIMITS.maxPerUser)),
        items(409, PASSKEY_ERROR_CODES.nameTaken, say.nameTaken(SAMPLE_PASSKEY_NAME)),
      ];
    }
    case 'renamePasskey':
      return [
        message(404, passkeyMessages().notFound),
        items(409, PASSKEY_ERROR_CODES.nameTaken, passkeyMessages().nameTaken(SAMPLE_PASSKEY_NAME)),
      ];
    case 'removePasskey': {
      const say = passkeyMessages();
      return [
        message(404, say.notFound),
        items(400, PASSKEY_ERROR_CODES.confirmationRequired, say.confirmationRequired),
        items(400, PASSKEY_ERROR_CODES.wrongPassword, say.wrongPassword),
        items(400, PASSKEY_ERROR_CODES.challengeExpired, say.challengeExpired),
        items(400, PASSKEY_ERROR_CODES.notVerified, say.notVerified),
      ];
    }
    case 'passkeyLogin': {
      const say = passkeyMessages();
      return [
        items(400, PASSKEY_ERROR_CODES.challengeExpired, say.challengeExpired),
        message(401, say.unknownPasskey),
        message(401, say.notVerified),
        message(403, messages.login.accountDisabled),
      ];
    }
    case 'submitForm':
      return [
        items(409, ERROR_CODES.formLimitReached, messages.landingForm.limitReached('Join Us')),
        items(409, ERROR_CODES.formLimitReached, messages.landingForm.limitReached('Inquiry')),
      ];
    default:
      return [];
  }
}

/**
 * One 400 per field the request's schemas refuse when it is missing, with the server's item for it. A card's
 * check answers any bad token, a refused `{token}` included, with its 404 (`routes/public.ts`): no 400.
 */
function validationErrors(name: EndpointName, endpoint: EndpointDefinition): ErrorAnswer[] {
  if (name === 'verifyCard') return [];
  const schemas = [endpoint.params, endpoint.query, endpoint.body].filter(
    (schema): schema is z.ZodMiniType => schema !== undefined,
  );
  return schemas.flatMap((schema) => {
    const parsed = schema.safeParse({});
    return parsed.success
      ? []
      : toApiErrors(parsed.error).map((item) => items(400, item.code, item.description));
  });
}

/**
 * Every error answer the contract lists for a call: the validation of its request, its own rules, then what
 * any call of its kind may get (401 without a valid session, 403 for another role, 429 when rate limited,
 * 503 while the database is out of reach).
 */
export function errorAnswers(name: EndpointName): ErrorAnswer[] {
  const endpoint: EndpointDefinition = endpoints[name];
  const api = messages.api;
  const signedIn = endpoint.access !== 'public';
  return [
    ...validationErrors(name, endpoint),
    ...ownErrors(name),
    ...(signedIn ? [message(401, api.unauthorized), message(401, api.invalidToken)] : []),
    ...(signedIn ? [message(403, api.forbidden)] : []),
    ...(endpoint.rateLimited
      ? [{ status: 429, body: { message: api.tooManyRequests } } as const]
      : []),
    { status: 503, body: { message: api.serviceUnavailable } },
  ];
}
