/** The mails the server sends: plain text and HTML, with the links listed for `/dev/mailbox.json`. */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const IGNORE_IF_UNEXPECTED = 'If you did not expect this email, you can ignore it.';

function layout(title: string, body: string, footnote = IGNORE_IF_UNEXPECTED): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a2e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">MIJAS Club</h1>
${body}
<p style="color:#555;font-size:13px;margin-top:32px">${escapeHtml(footnote)}</p>
</body></html>`;
}

function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b5cad;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`;
}

function greeting(name: string | null | undefined, username: string): string {
  return `Hello ${name?.trim() || username},`;
}

export interface MailRecipient {
  username: string;
  firstName: string | null;
}

/** The mail of a new or unverified account: verify the email, then set a password. */
export function verificationMail(
  user: MailRecipient,
  link: string,
  validHours: number,
): MailContent {
  const hello = greeting(user.firstName, user.username);
  const subject = 'Verify your email and set your MIJAS Club password';
  const text = [
    hello,
    '',
    `An account was created for you at MIJAS Club (username: ${user.username}).`,
    'Open this link to verify your email address and choose your password:',
    '',
    link,
    '',
    `The link works for ${validHours} hours.`,
  ].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>An account was created for you at MIJAS Club (username: <strong>${escapeHtml(user.username)}</strong>).
Open the link below to verify your email address and choose your password.</p>
${button(link, 'Verify email and set password')}
<p>The link works for ${validHours} hours.</p>`,
  );
  return { subject, text, html, links: [link] };
}

/**
 * The mail to a changed address of an account that has its password: confirm the address. Its link only verifies
 * the address (`/email-verification?key=`, then on to /login); the password stays as it is.
 */
export function emailChangeMail(
  user: MailRecipient,
  link: string,
  validHours: number,
): MailContent {
  const hello = greeting(user.firstName, user.username);
  const subject = 'Confirm your new MIJAS Club email address';
  const text = [
    hello,
    '',
    `The email address of your MIJAS Club account (username: ${user.username}) was changed to this address.`,
    'Open this link to confirm it:',
    '',
    link,
    '',
    `The link works for ${validHours} hours. Your password stays as it is.`,
  ].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>The email address of your MIJAS Club account (username: <strong>${escapeHtml(user.username)}</strong>) was
changed to this address. Open the link below to confirm it.</p>
${button(link, 'Confirm email address')}
<p>The link works for ${validHours} hours. Your password stays as it is.</p>`,
  );
  return { subject, text, html, links: [link] };
}

/** `n***@example.org`: enough for the owner to recognise an address, not enough to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** The notice to the old (verified) address of an account whose email was changed: nothing to act on. */
export function emailChangedNotice(user: MailRecipient, newEmail: string): MailContent {
  const hello = greeting(user.firstName, user.username);
  const subject = 'Your MIJAS Club email address was changed';
  const changed = `The email address of your MIJAS Club account (username: ${user.username}) was changed to ${maskEmail(newEmail)}. Mail from the club goes there from now on.`;
  const contact = 'If you did not ask for this change, please contact the association.';
  const text = [hello, '', changed, '', contact].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(changed)}</p>`,
    contact,
  );
  return { subject, text, html, links: [] };
}

/** The forgot-password mail: a reset link and a 6-digit code. */
export function passwordResetMail(
  user: MailRecipient,
  link: string,
  code: string,
  validMinutes: number,
): MailContent {
  const hello = greeting(user.firstName, user.username);
  const subject = 'Reset your MIJAS Club password';
  const text = [
    hello,
    '',
    'We received a request to reset your password. Open this link to choose a new one:',
    '',
    link,
    '',
    `Or enter this code on the reset page: ${code}`,
    '',
    `The link and the code work for ${validMinutes} minutes.`,
  ].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>We received a request to reset your password. Open the link below to choose a new one.</p>
${button(link, 'Reset password')}
<p>Or enter this code on the reset page: <strong style="font-size:20px;letter-spacing:4px">${escapeHtml(code)}</strong></p>
<p>The link and the code work for ${validMinutes} minutes.</p>`,
  );
  return { subject, text, html, links: [link] };
}
