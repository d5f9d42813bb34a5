export * from './storage/storage.ts';
export * from './session/claims.ts';
export * from './session/persistence.ts';
export * from './session/firstPaint.ts';
export * from './session/sessionMachine.ts';
export * from './session/sessionAuth.ts';
export * from './shared/navigation.ts';
export * from './login/loginMachine.ts';
export * from './forgotPassword/forgotPasswordMachine.ts';
export * from './resetCode/resetCodeMachine.ts';
export * from './resetPassword/resetPasswordMachine.ts';
export * from './emailVerification/emailVerificationMachine.ts';
export * from './verifyEmailToken/verifyEmailTokenMachine.ts';
export * from './landingForm/landingFormMachine.ts';
export * from './landingForm/submissionLog.ts';
export * from './session/appSession.ts';
export * from './shared/notify.ts';
export * from './form/formMachine.ts';
export * from './profileForm/profileFields.ts';
export * from './memberProfile/memberProfileMachine.ts';
export * from './renewMembership/renewMembershipMachine.ts';
export * from './membershipHistory/membershipHistoryMachine.ts';
export * from './renewalDetails/renewalDetailsMachine.ts';
export * from './memberHistory/memberHistoryMachine.ts';
export * from './addMember/addMemberMachine.ts';
export * from './adminProfile/adminProfileMachine.ts';
export * from './createAdmin/createAdminMachine.ts';
export * from './adminPanel/adminPanelMachine.ts';
export * from './updateAdminInfo/updateAdminInfoMachine.ts';
export * from './updateMember/updateMemberMachine.ts';
export * from './shared/historySearch.ts';
export * from './memberSuggestions/memberSuggestionsMachine.ts';
// The lists' factories. View Admins and View Members are on them; the histories move next (their old machines
// above go then, and these named exports become `export *`).
export * from './searchableList/searchableListMachine.ts';
export {
  MEMBER_LIST_SEARCH,
  memberListMachine,
  memberListMessage,
  type LoadMembersInput,
  type MemberListApi,
  type MemberListInput,
  type MemberListSnapshot,
  type MemberSearchBy,
  ADMIN_LIST_SEARCH,
  ADMIN_LIST_SEARCH_FIELDS,
  adminListMachine,
  adminListMessage,
  matchesFullName,
  type AdminListApi,
  type AdminListInput,
  type AdminListSearchBy,
  type AdminListSnapshot,
  type LoadAdminsInput,
} from './searchableList/lists.ts';
export {
  createDetailsMachine,
  detailsMessage,
  adminDetailsMachine,
  adminDetailsMessage,
  memberDetailsMachine,
  memberDetailsMessage,
  type AdminDetailsSnapshot,
  type MemberDetailsSnapshot,
  type DetailsContext,
  type DetailsEvent,
  type DetailsInput,
} from './details/detailsMachine.ts';
export * from './rowAction/rowActionMachine.ts';
