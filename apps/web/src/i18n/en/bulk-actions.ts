/** View Members' selection, bulk actions, export and filters (issue 21). */
export const bulkActions = {
  export: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: (reason: string) => `The export failed: ${reason}`,
  filters: {
    label: 'Active filters',
    status: (status: string) => `Status: ${status}`,
    joinedMonth: (month: string) => `Joined: ${month}`,
    renewedMonth: (month: string) => `Renewed: ${month}`,
    expiresMonth: (month: string) => `Expires: ${month}`,
    remove: (filter: string) => `Remove the filter ${filter}`,
    clearAll: 'Clear filters',
    statuses: {
      active: 'Active membership',
      expired: 'Membership expired',
      never: 'Never a member',
      unverified: 'Email not verified',
    },
  },
  selection: {
    column: 'Select',
    page: 'Select the members of this page',
    row: (username: string) => `Select ${username}`,
    selected: (count: string) => `${count} selected`,
    selectAll: (count: string) => `Select all ${count} members of this search`,
    selectingAll: 'Selecting…',
    allSelected: (count: string) => `All ${count} members of this search are selected.`,
    clear: 'Clear selection',
    actions: 'Actions on the selected members',
  },
  actions: {
    renew: 'Renew',
    deactivateMembership: 'Deactivate membership',
    sendVerificationEmail: 'Send verification email',
  },
  dialog: {
    title: {
      renew: (count: string) => `Renew ${count} memberships`,
      deactivateMembership: (count: string) => `Deactivate ${count} memberships`,
      sendVerificationEmail: (count: string) => `Send the verification email to ${count} members`,
    },
    description: {
      renew: 'Each selected membership is renewed for these days, with this amount paid.',
      deactivateMembership:
        'Each selected membership ends now. The members stay in the club and can be renewed later.',
      sendVerificationEmail:
        'Each selected member whose email is not yet verified gets a new verification email.',
    },
    start: {
      renew: 'Renew all',
      deactivateMembership: 'Deactivate all',
      sendVerificationEmail: 'Send all',
    },
    progress: 'Progress',
    progressText: (done: string, total: string) => `${done} of ${total} members`,
    cancel: 'Cancel',
    cancelling: 'Stopping after the current batch…',
    cancelledNote:
      'Stopped. The members already done keep the change; the others were not touched.',
    stoppedNote: 'The run stopped: ',
    close: 'Close',
    skipped: 'Skipped: the action does not apply',
    failures: 'Not done',
    failureMember: 'Member',
    failureReason: 'Reason',
    retry: (count: string) => `Retry ${count} ${count === '1' ? 'member' : 'members'}`,
    resume: (count: string) => `Continue with the ${count} left`,
  },
} as const;
