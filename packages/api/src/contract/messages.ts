import { currentLocale } from '../i18n/active.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';
import type { Translation } from '../i18n/translation.ts';

/**
 * Every user-facing message of the spec (SPEC.md §2, §5, §8), verbatim, and of our own, in English (the source
 * language). Machines, pages and the server import `messages`, which reads them in the current language; none is
 * written twice. The Arabic is `messages-ar.ts`, loaded only where Arabic is read.
 */

/** A session that ended without the user's doing: the server's answer to a refused refresh, and /login's notice. */
const sessionEnded = 'Your session has ended. Please log in again.';

export const englishMessages = {
  login: {
    required: '⚠️ Please enter email/username and password',
    failed: '❌ Login failed.',
    submitting: 'Logging in...',
    /** Our server's answer to a login whose account still has to set its password (not in the original). */
    passwordUpdateRequired:
      'Your account needs a new password. Use the link in your verification email, or reset your password.',
    /** Wrong credentials, or a temporary lockout after repeated failures: the same text for both. */
    invalidCredentials: 'Invalid username/email or password.',
    accountDisabled: 'This account is deactivated. Please contact the association.',
    /** Our wording: /login reached because the session ended (a failed refresh, a deactivated account). */
    sessionEnded,
    /** Our wording (issue 30): the login got no answer (no network, the server out of reach). */
    offline:
      "You are offline: logging in needs a connection to the club's server. Check your connection and try again.",
  },
  forgotPassword: {
    success: 'Reset link sent successfully! Check your email.',
    failed: 'Failed to send reset link. Please try again.',
    emailRequired: 'Please enter your email.',
    emailInvalid: 'Please enter a valid email address.',
  },
  resetCode: {
    /** Our addition: the original compared to a hard-coded placeholder. */
    codeRequired: 'Please enter the 6-digit code from your email.',
    invalid: 'The code is invalid or has expired.',
  },
  resetPassword: {
    missingToken: '❌ Missing token.',
    fixRequirements: 'Please fix the password requirements below.',
    mismatch: 'Passwords do not match.',
    success: '✅ Password reset successful.',
    failed: '❌ Reset failed.',
  },
  emailVerification: {
    noKey: 'Invalid verification link. No key provided.',
    failedLink: 'Email verification failed. The link may be invalid or expired.',
    failedGeneric: 'Email verification failed. Please try again or contact support.',
    /** Our wording for the states SPEC §4 describes without giving a text. */
    verifying: 'Verifying your email...',
    verified: '✅ Your email has been verified. Redirecting you to login...',
    passwordNeeded: 'Your account needs a new password. Redirecting you to set one...',
  },
  verifyEmailToken: {
    missingToken: 'Missing token.',
    verifying: 'Verifying token...',
    success: 'Email verified.',
    failed: 'Verification failed.',
  },
  membershipCard: {
    noToken: 'No auth token found. Please login.',
    unauthorized: 'Unauthorized (401): token missing/invalid. Please login again.',
    forbidden: "Forbidden (403): your account doesn't have permission to view membership info.",
    notFound: 'Not found (404): membership info not available for this user.',
    serverError: 'Server error (500). Check backend logs.',
    networkErrorPrefix: 'Network error: ',
    /** Any other status: the status and the response body (SPEC §8). */
    otherStatus: (status: number, body: string) => `Error ${status}: ${body}`,
  },
  /** Our wording (issue 30): the member's "Replace my card" (a new link; the old one reads "Not active"). */
  memberCardReplace: {
    replaced: 'Card replaced',
    replacedDetail: 'Your old card, and any copy of it, now shows as Not active.',
    failed: 'The card could not be replaced.',
  },
  memberPage: {
    loadFailed: 'Failed to load member data',
    noData: 'No member data found',
  },
  /** Our wording: the member edits their own phone, city, address and major (PUT /Member). */
  memberProfileEdit: {
    save: 'Save Changes',
    saving: 'Saving...',
    success: '✅ Your information was updated successfully',
    failed: '❌ Failed to update your information',
  },
  /** Our wording: the confirmation asked before a destructive member action. */
  memberActionConfirm: {
    deactivateMember: (username: string) =>
      `Deactivate the account of ${username}? They will no longer be able to log in.`,
    deactivateMembership: (username: string) =>
      `Deactivate the membership of ${username}? It stays inactive until it is renewed.`,
  },
  addMember: {
    success: 'Member added successfully!',
    failed: '❌ An unexpected error occurred.',
    /** Our wording: the form's button, and while the member is created. */
    submit: 'Add Member',
    submitting: 'Adding...',
  },
  memberToasts: {
    renewed: 'Membership renewed',
    renewFailed: 'Renewal failed',
    activated: 'Member activated',
    activateFailed: 'Activation failed',
    deactivated: 'Member deactivated',
    deactivateFailed: 'Deactivation failed',
    membershipDeactivated: 'Membership deactivated',
    membershipDeactivateFailed: 'Failed to deactivate membership',
    verificationSent: 'Verification email sent',
    verificationFailed: 'Failed to send verification email',
  },
  renewModal: {
    invalidInput: '❌ Invalid input: days must be > 0 and amount must be >= 0',
    success: '✅ Membership renewed successfully',
    errorPrefix: '❌ Error renewing membership: ',
  },
  adminToasts: {
    activated: 'Admin activated',
    deactivated: 'Admin deactivated',
    activateFailed: 'Failed to activate admin',
    deactivateFailed: 'Failed to deactivate admin',
    verificationSent: 'Verification email sent',
    verificationFailed: 'Failed to send verification email',
  },
  /** Our wording: the confirmation asked before deactivating an admin. */
  adminActionConfirm: {
    deactivateAdmin: (username: string) =>
      `Deactivate the admin account of ${username}? They will no longer be able to log in.`,
  },
  createAdmin: {
    success: 'Admin created successfully',
    failed: 'Something went wrong',
    /** Our wording: the form's button, and while the admin is created. */
    submit: 'Create Admin',
    submitting: 'Creating...',
    customMajorHint: 'Please specify your major',
    noNationalities: 'No nationalities found',
    noMajors: 'No majors found',
  },
  adminInfo: {
    fetchFailed: '❌ Failed to fetch admin info. Check token.',
    noToken: '❌ No auth token found in localStorage',
    loadFailed: 'Failed to load admin data',
    noData: 'No admin data found',
    loading: 'Loading...',
  },
  updateAdminInfo: {
    save: 'Save Changes',
    saving: 'Saving...',
    success: '✅ Info updated successfully',
    failed: '❌ Failed to update info',
  },
  updateMember: {
    success: 'Member updated successfully',
    noData: 'No member data found.',
    /** Our wording: the form saves for real (PUT /Admin/members/{id}). */
    failed: '❌ Failed to update member',
    save: 'Save',
    saving: 'Saving...',
    /** Our wording: the toast's description after the email was changed (the server mailed the new address). */
    emailConfirmationSent: 'A link to confirm the new email address was sent to it.',
  },
  renewalDetails: {
    loading: 'Loading renewal details...',
    failed: 'Error loading details.',
  },
  adminDetails: {
    loading: 'Loading admin details...',
    /** Our wording: SPEC §2 gives no text for a failed load. */
    failed: 'Failed to load admin details.',
  },
  lists: {
    loading: 'Loading...',
    noMembers: 'No members found.',
    noAdmins: 'No admins found.',
    /** Our wording: the admin list failed to load (SPEC §8 gives no text). */
    adminsFailed: 'Failed to fetch admins.',
    membershipHistoryFailed: 'Failed to fetch membership history.',
    noMembershipHistory: 'No membership history found.',
    memberHistoryFailed: 'Failed to fetch member history.',
    noMemberHistory: 'No member history found.',
    /** Our wording: the member list failed to load (SPEC §8 gives no text). */
    membersFailed: 'Failed to fetch members.',
  },
  /** Our wording: the Member Details modal while loading, and when it fails (SPEC §2 gives no text). */
  memberDetails: {
    loading: 'Loading member details...',
    failed: 'Failed to load member details.',
  },
  /** SPEC §2 history tables: action type names, the row menu, the renewal modal. */
  historyLabels: {
    membershipActionTypes: { renewal: 'Renewal', deactivation: 'Deactivation' },
    memberActionTypes: {
      create: 'Create',
      update: 'Update',
      activate: 'Activate',
      deactivate: 'Deactivate',
      delete: 'Delete',
      cardChecked: 'Card checked',
      reminderSent: 'Reminder sent',
    },
    unknownActionType: 'Unknown',
    madeByFallback: 'N/A',
    moreDetails: 'More Details',
    renewalModalTitle: 'Membership Renewal',
  },
  landingForm: {
    /** SPEC §5: the blocking message, with the type's label. */
    limitReached: (type: 'Join Us' | 'Inquiry') =>
      `You can send up to 2 ${type} submissions per 24 hours.`,
    failed: 'Sorry, your form could not be sent. Please try again.',
    /** Under the form's Message (issue 30). */
    messageHint: (max: number) =>
      `Optional: your question, or anything you would like us to know (up to ${max} characters).`,
  },
  /** Applications, the admins' list of applications and inquiries (issue 21): its list, details, status and reply. */
  applications: {
    failed: 'Failed to fetch applications.',
    noApplications: 'No applications found.',
    detailsLoading: 'Loading the application...',
    detailsFailed: 'Failed to load the application.',
    updateFailed: 'The application could not be updated. Please try again.',
    replyFailed: 'Your reply could not be sent. Please try again.',
    /** The reply's subject as the dialog proposes it, in the admin's language. */
    replySubject: (type: 'Join Us' | 'Inquiry') =>
      `Re: your MIJAS Club ${type === 'Join Us' ? 'application' : 'inquiry'}`,
  },
  auth: {
    noTokenInStorage: 'No auth token found in localStorage',
    /** A call that waited for a refresh the server refused (the client's `SessionEndedError`). */
    sessionEnded: 'The session has ended. Please log in again.',
  },
  /**
   * The contract's validation (zod schemas, the same in the browser and the server): a field's name is a message
   * too, composed into the sentences that take one (`required('Username')`: 'Username is required.').
   */
  validation: {
    fields: {
      username: 'Username',
      email: 'Email',
      usernameOrEmail: 'Username or email',
      password: 'Password',
      firstName: 'First name',
      lastName: 'Last name',
      fullName: 'Full name',
      phoneNumber: 'Phone number',
      mobile: 'Mobile',
      nationality: 'Nationality',
      major: 'Major',
      addressDetails: 'Address details',
      dateOfBirth: 'Date of birth',
      searchText: 'Search text',
      code: 'Code',
      token: 'Token',
      refreshToken: 'Refresh token',
      resetToken: 'Reset token',
      pageNumber: 'Page number',
      pageSize: 'Page size',
      amount: 'Amount',
      numberOfDays: 'Number of days',
      expiresWithinDays: 'Expires within (days)',
      gender: 'Gender',
      country: 'Country',
      city: 'City',
      month: 'Month',
      status: 'Status',
      type: 'Type',
      subject: 'Subject',
      message: 'Message',
      file: 'File',
      members: 'Members',
      action: 'Action',
      column: 'Column',
    },
    required: (field: string) => `${field} is required.`,
    notText: (field: string) => `${field} must be text.`,
    nulCharacter: (field: string) => `${field} must not contain a NUL character.`,
    invalidCharacter: (field: string) => `${field} contains a character that is not valid text.`,
    tooShort: (field: string, min: number) => `${field} must be at least ${min} characters.`,
    tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
    /** Too long, without a count (the login identifier). */
    tooLongText: (field: string) => `${field} is too long.`,
    notValid: (field: string) => `${field} is not valid.`,
    usernameCharacters: 'Username may contain only letters, digits, dots, dashes and underscores.',
    emailInvalid: 'Please enter a valid email address.',
    nameCharacters: (field: string) =>
      `${field} may contain only letters, spaces, apostrophes, dots and dashes.`,
    phoneInvalid: 'Please enter a valid phone number (e.g. 0791234567 or +962791234567).',
    mobileInvalid: 'Please enter a valid mobile number (e.g. 0791234567 or +962791234567).',
    genderRequired: 'Please choose a gender.',
    genderInvalid: 'Gender must be M or F.',
    cityRequired: 'Please choose a city of Jordan.',
    countryInvalid: (country: string) => `Country must be ${country}.`,
    nationalityRequired: 'Please choose a nationality.',
    nationalityInvalid: 'Please choose a nationality from the list.',
    majorRequired: 'Please choose a major.',
    dateInvalid: (field: string) => `${field} must be a valid date.`,
    /** `min` is `YYYY-MM-DD`, written as the date picker shows it (English: mm/dd/yyyy). */
    dateOfBirthRange: (min: string) =>
      `Date of birth must be between ${min.slice(5, 7)}/${min.slice(8, 10)}/${min.slice(0, 4)} and today.`,
    idInvalid: 'The id is not valid.',
    notANumber: (field: string) => `${field} must be a number.`,
    notWholeNumber: (field: string) => `${field} must be a whole number.`,
    atLeastOne: (field: string) => `${field} must be 1 or more.`,
    notNegative: (field: string) => `${field} must be 0 or more.`,
    positive: (field: string) => `${field} must be greater than 0.`,
    atMost: (field: string, max: number) => `${field} must be at most ${max}.`,
    tooLarge: (field: string) => `${field} is too large.`,
    decimals: (field: string, count: number) =>
      `${field} may have at most ${count} ${count === 1 ? 'decimal' : 'decimals'}.`,
    /** The request's own names (an API caller's mistake: the pages never send another). */
    searchByInvalid: (choices: string) => `searchBy must be one of ${choices}.`,
    isActiveInvalid: 'isActive must be true or false.',
    nothingToChange: 'Send at least one field to change.',
    codeDigits: (length: number) => `The code has ${length} digits.`,
    formTypeInvalid: 'Type must be Join Us or Inquiry.',
    /** A month of the admins' filters and charts (issue 21). */
    monthInvalid: (field: string) => `${field} must be a month written YYYY-MM.`,
    /** A value outside a fixed list (the request's own names: the pages never send another). */
    choiceInvalid: (field: string, choices: string) => `${field} must be one of ${choices}.`,
    tooMany: (field: string, max: number) => `${field}: at most ${max} at a time.`,
    duplicateIds: 'The same member is listed twice.',
  },
  /** SPEC §5: the password checklist, in the order it shows the rules (`password.ts`). */
  passwordRules: {
    length: (min: number) => `At least ${min} characters`,
    uppercase: 'At least one uppercase letter',
    lowercase: 'At least one lowercase letter',
    number: 'At least one number',
    special: 'At least one special character',
  },
  /** SPEC §2, §6: each role's panel as the navbar links to it (`roles.ts`). */
  /** Ours: a form whose rules (the phone's, the countries') are fetched when it opens. */
  forms: {
    /** They could not be fetched (offline, or the server away). */
    openFailed: 'The form could not be opened. Check your connection and try again.',
  },
  panels: {
    superadmin: 'Root Admin Panel',
    admin: 'Admin Panel',
    member: 'Member Panel',
  },
  /** What our server answers (the `message` of `{message}` bodies, the `description` of error items). */
  api: {
    unauthorized: 'Authentication is required. Please log in.',
    invalidToken: 'Your session has expired or is invalid. Please log in again.',
    forbidden: "You don't have permission to do this.",
    membershipInfoForbidden:
      "Forbidden (403): your account doesn't have permission to view membership info of another member.",
    notFound: 'Not found',
    memberNotFound: 'Member not found.',
    adminNotFound: 'Admin not found.',
    userNotFound: 'User not found.',
    renewalNotFound: 'Renewal not found.',
    /** `DELETE /User/sessions/{id}` (issue 35): no live session of the user's by that id. */
    sessionNotFound: 'Session not found. It may have ended already.',
    /** A signed-in device's session ended from the list (issue 35). */
    sessionEnded: 'Signed out on that device.',
    otherSessionsEnded: 'Signed out on every other device.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    payloadTooLarge: 'The request body is too large.',
    unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
    invalidJson: 'The request body is not valid JSON.',
    invalidRequest: 'The request is not valid.',
    internalError: 'Something went wrong on our side. Please try again later.',
    serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    refreshFailed: sessionEnded,
    loggedOut: 'You have been logged out.',
    forgotPasswordSent:
      'If an account exists for this email, we have sent a reset link and code to it.',
    passwordReset: 'Your password has been set. You can log in now.',
    invalidActionToken: 'The link is invalid or has expired.',
    emailVerified: 'Email verified.',
    emailAlreadyVerified: 'This email address is already verified.',
    verificationSent: 'Verification email sent.',
    duplicateUserName: 'This username is already taken.',
    duplicateEmail: 'This email address is already in use.',
    membershipNotActive: 'This member has no active membership.',
    expiryTooLate: 'A membership cannot run past 31 December 9999.',
    alreadyActive: 'This account is already active.',
    alreadyInactive: 'This account is already inactive.',
    notAMember: 'This account is not a member.',
    notAnAdmin: 'This account is not an admin.',
    formReceived: 'Thank you! We received your message and will get back to you soon.',
    profileUpdated: 'Your information was updated.',
    cannotChangeOwnStatus: 'You cannot change the status of your own account.',
    /** `GET /Public/verify/{token}` for a token that is forged, garbled or names no member (issue 20). */
    cardNotRecognised: 'This is not a valid MIJAS Club card.',
    /** The club office (issue 21): the inbox, the import, the bulk actions. */
    submissionNotFound: 'Application not found.',
    submissionUpdated: 'The application was updated.',
    submissionAlreadyLinked: 'A member was already created from this application.',
    replySent: 'Your reply was sent.',
    selectionTooLarge: (max: number) =>
      `The search holds more than ${max} members. Narrow it to act on all of them at once.`,
    /** A bulk action's summary: done, skipped (the action did not apply, issue 30) and failed members. */
    bulkDone: (done: number, failed: number, skipped: number) =>
      `Done for ${done} ${done === 1 ? 'member' : 'members'}${skipped > 0 ? `; ${skipped} skipped` : ''}${
        failed > 0 ? `; ${failed} failed` : ''
      }.`,
    membersImported: (count: number) => `${count} members imported.`,
    /** 429 of `GET /Admin/members/export` (issue 30): this admin's export still downloading; too many at once. */
    exportInProgress:
      'Your previous export is still downloading. Wait for it to finish, then try again.',
    exportsBusy: 'Too many exports are downloading right now. Please try again in a moment.',
    /** The Overview sub-page when `GET /Admin/overview` failed without a message of the server's. */
    overviewFailed: 'Failed to load the overview.',
    /** The client's own: a call that got no answer, or an error answer without a message. */
    noResponse: 'No response from the server',
    requestFailed: (status: number) => `Request failed with status ${status}`,
  },
} as const;

/** The messages in any language: the English ones' keys and parameters, every text a string. */
export type Messages = Translation<typeof englishMessages>;

const catalogues = new Map<Locale, Messages>([[DEFAULT_LOCALE, englishMessages]]);

/** Makes a language's messages available (the browser does it when the language is chosen; the server at start). */
export function registerMessages(locale: Locale, catalogue: Messages): void {
  catalogues.set(locale, catalogue);
}

/** The messages of `locale`; English while that language is not registered. */
export function messagesFor(locale: Locale): Messages {
  return catalogues.get(locale) ?? englishMessages;
}

/**
 * The messages in the current language (`currentLocale`): each group is looked up when it is read, so a machine
 * or a server route that reads `messages.login.failed` when it answers gets the language of that moment. Read a
 * message when it is used, never once at module load.
 */
export const messages: Messages = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(englishMessages).map((group) => [
      group,
      { enumerable: true, get: () => messagesFor(currentLocale())[group as keyof Messages] },
    ]),
  ),
) as Messages;
