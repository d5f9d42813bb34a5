/** The admin's Applications & inquiries inbox (issue 21). */
export const officeInbox = {
  nav: 'Applications',
  title: 'Applications & inquiries',
  description:
    'Join Us and Inquiry messages from the landing page: answer them, or create the member.',
} as const;
