/**
 * The mails the server sends: plain text and HTML, with the links listed for `/dev/mailbox.json`. Each is written
 * in its recipient's language (`messages.ts`); the HTML says its language and direction, and isolates what is
 * never translated (usernames, addresses, links, codes) so it reads in order inside an Arabic sentence.
 */
import {
  CLUB_TIME_ZONE,
  DEFAULT_LOCALE,
  directionOf,
  intlLocaleOf,
  type ApplicationItem,
  type FormType,
  type Locale,
} from '@mijas/api/contract';
import { mailMessagesFor } from './messages.ts';

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

/** A value that is never translated, as HTML: left to right (`ltr`), or in its own direction (`auto`: names). */
function isolated(value: string, dir: 'ltr' | 'auto' = 'ltr'): string {
  return `<span dir="${dir}">${escapeHtml(value)}</span>`;
}

/**
 * The same for the plain-text part of a right-to-left mail: Unicode isolates (LRI or FSI … PDI) keep a username or
 * an address in one piece inside an Arabic sentence. A left-to-right mail's text stays as it is.
 */
function isolatedText(locale: Locale, value: string, dir: 'ltr' | 'auto' = 'ltr'): string {
  if (directionOf(locale) === 'ltr') return value;
  return `${dir === 'ltr' ? '\u2066' : '\u2068'}${value}\u2069`;
}

/** Private-use characters that stand for the HTML of a message's parameters while its text is escaped. */
const slot = (index: number) => `\ue000${index}\ue001`;

/**
 * A message with parameters as HTML: the message's own words escaped, each parameter replaced by its HTML (an
 * isolated value, a `<strong>`), so translators write plain sentences and the markup stays here.
 */
function htmlMessage<A extends unknown[]>(
  message: (...args: A) => string,
  ...parts: { [K in keyof A]: string }
): string {
  let html = escapeHtml(message(...(parts.map((_, index) => slot(index)) as A)));
  parts.forEach((part, index) => {
    html = html.replace(slot(index), part);
  });
  return html;
}

function layout(locale: Locale, title: string, body: string, footnote?: string): string {
  const text = mailMessagesFor(locale);
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a2e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(text.brand)}</h1>
${body}
<p style="color:#555;font-size:13px;margin-top:32px">${escapeHtml(footnote ?? text.ignoreIfUnexpected)}</p>
</body></html>`;
}

function button(locale: Locale, href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b5cad;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(mailMessagesFor(locale).orOpenLink)} <a href="${escapeHtml(href)}" dir="ltr">${escapeHtml(href)}</a></p>`;
}

/** Whom a mail greets, in which language. */
export interface MailRecipient {
  username: string;
  firstName: string | null;
  /** The language the recipient reads: their stored one (`users.language`). */
  language: Locale;
}

function greetingName(user: MailRecipient): string {
  return user.firstName?.trim() || user.username;
}

function greeting(user: MailRecipient): { text: string; html: string } {
  const { language: locale } = user;
  const name = greetingName(user);
  const message = mailMessagesFor(locale).greeting;
  return {
    text: message(isolatedText(locale, name, 'auto')),
    html: htmlMessage(message, isolated(name, 'auto')),
  };
}

/** The mail of a new or unverified account: verify the email, then set a password. */
export function verificationMail(
  user: MailRecipient,
  link: string,
  validHours: number,
): MailContent {
  const locale = user.language;
  const m = mailMessagesFor(locale).verification;
  const hello = greeting(user);
  const subject = m.subject;
  const text = [
    hello.text,
    '',
    m.created(isolatedText(locale, user.username)),
    m.openLink,
    '',
    link,
    '',
    m.validFor(validHours),
  ].join('\n');
  const html = layout(
    locale,
    subject,
    `<p>${hello.html}</p>
<p>${htmlMessage(m.created, `<strong>${isolated(user.username)}</strong>`)}
${escapeHtml(m.openLinkBelow)}</p>
${button(locale, link, m.button)}
<p>${escapeHtml(m.validFor(validHours))}</p>`,
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
  const locale = user.language;
  const m = mailMessagesFor(locale).emailChange;
  const hello = greeting(user);
  const subject = m.subject;
  const validity = `${m.validFor(validHours)} ${m.passwordUnchanged}`;
  const text = [
    hello.text,
    '',
    m.changed(isolatedText(locale, user.username)),
    m.openLink,
    '',
    link,
    '',
    validity,
  ].join('\n');
  const html = layout(
    locale,
    subject,
    `<p>${hello.html}</p>
<p>${htmlMessage(m.changed, `<strong>${isolated(user.username)}</strong>`)}
${escapeHtml(m.openLinkBelow)}</p>
${button(locale, link, m.button)}
<p>${escapeHtml(validity)}</p>`,
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
  const locale = user.language;
  const m = mailMessagesFor(locale).emailChanged;
  const hello = greeting(user);
  const subject = m.subject;
  const masked = maskEmail(newEmail);
  const changed = m.changed(isolatedText(locale, user.username), isolatedText(locale, masked));
  const text = [hello.text, '', changed, '', m.contact].join('\n');
  const html = layout(
    locale,
    subject,
    `<p>${hello.html}</p>
<p>${htmlMessage(m.changed, isolated(user.username), isolated(masked))}</p>`,
    m.contact,
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
  const locale = user.language;
  const m = mailMessagesFor(locale).passwordReset;
  const hello = greeting(user);
  const subject = m.subject;
  const text = [
    hello.text,
    '',
    `${m.requested} ${m.openLink}`,
    '',
    link,
    '',
    m.code(isolatedText(locale, code)),
    '',
    m.validFor(validMinutes),
  ].join('\n');
  const html = layout(
    locale,
    subject,
    `<p>${hello.html}</p>
<p>${escapeHtml(`${m.requested} ${m.openLinkBelow}`)}</p>
${button(locale, link, m.button)}
<p>${htmlMessage(m.code, `<strong dir="ltr" style="font-size:20px;letter-spacing:4px">${escapeHtml(code)}</strong>`)}</p>
<p>${escapeHtml(m.validFor(validMinutes))}</p>`,
  );
  return { subject, text, html, links: [link] };
}

/** One expiry format per language and time zone (an `Intl` format is costly to make). */
const expiryFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A membership's end as its mail says it: '31 December 2026 at 14:00' / '31 كانون الأول 2026 في 2:00 م', on the
 * club's clock (`timeZone`), written as the web pages write a moment (British English's order for English).
 */
export function formatExpiry(expiresAt: Date, locale: Locale, timeZone: string): string {
  const key = `${locale} ${timeZone}`;
  let format = expiryFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocaleOf(locale), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone,
    });
    expiryFormats.set(key, format);
  }
  return format.format(expiresAt);
}

/**
 * The reminder that a membership ends soon (`today`: on the day it ends), with its end on the club's clock and
 * how to renew: the club office, or the site (`siteUrl`).
 */
export function membershipReminderMail(
  user: MailRecipient,
  reminder: { expiresAt: Date; today: boolean; timeZone: string; siteUrl: string },
): MailContent {
  const locale = user.language;
  const m = mailMessagesFor(locale).reminder;
  const hello = greeting(user);
  const date = formatExpiry(reminder.expiresAt, locale, reminder.timeZone);
  const ends = reminder.today ? m.endsToday : m.endsOn;
  const subject = reminder.today ? m.subjectToday : m.subject(date);
  const link = reminder.siteUrl;
  const text = [hello.text, '', ends(date), m.renew, '', link, '', m.why].join('\n');
  const html = layout(
    locale,
    subject,
    `<p>${hello.html}</p>
<p>${htmlMessage(ends, `<strong>${escapeHtml(date)}</strong>`)}
${escapeHtml(m.renewBelow)}</p>
${button(locale, link, m.button)}`,
    m.why,
  );
  return { subject, text, html, links: [link] };
}

/** One date format per language (the day a submission was sent, on the club's clock). */
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

function formatDay(instant: Date, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocaleOf(locale), {
      dateStyle: 'long',
      timeZone: CLUB_TIME_ZONE,
    });
    dayFormats.set(locale, format);
  }
  return format.format(instant);
}

/** Several lines of a person's words as HTML paragraphs (escaped; single breaks kept as `<br>`). */
function paragraphs(text: string): string {
  return text
    .split('\n\n')
    .map((paragraph) => `<p dir="auto">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * A reply mailed from Applications (issue 21): the admin's subject and words, between a short club header (whom it
 * greets, which form it answers) and footer, in `locale` (the language the submitter wrote in).
 */
export function applicationReplyMail(
  locale: Locale,
  reply: { name: string; type: FormType; submittedAt: Date; subject: string; body: string },
): MailContent {
  const all = mailMessagesFor(locale);
  const m = all.applicationReply;
  const hello = greeting({ username: reply.name, firstName: reply.name, language: locale });
  const about = m.about(all.formTypes[reply.type], formatDay(reply.submittedAt, locale));
  const text = [hello.text, '', about, '', reply.body, '', m.signature, '', m.why].join('\n');
  const html = layout(
    locale,
    reply.subject,
    `<p>${hello.html}</p>
<p style="color:#555">${escapeHtml(about)}</p>
${paragraphs(reply.body)}
<p>${escapeHtml(m.signature)}</p>`,
    m.why,
  );
  return { subject: reply.subject, text, html, links: [] };
}

/** What the club's notice shows of a submission. */
export type NoticeSubmission = Pick<
  ApplicationItem,
  'type' | 'name' | 'email' | 'mobile' | 'major' | 'message'
>;

/**
 * The club's notice of a new submission (`CLUB_INBOX_EMAIL`): its fields, the visitor's message (text, its lines
 * kept: never markup) and a link to the Applications page.
 */
export function applicationNoticeMail(
  submission: NoticeSubmission,
  applicationsLink: string,
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const all = mailMessagesFor(locale);
  const m = all.applicationNotice;
  const type = all.formTypes[submission.type];
  const subject = m.subject(type, submission.name);
  const fields: [string, string, 'ltr' | 'auto'][] = [
    [m.name, submission.name, 'auto'],
    [m.email, submission.email, 'ltr'],
    [m.mobile, submission.mobile ?? m.none, submission.mobile ? 'ltr' : 'auto'],
    [m.major, submission.major, 'auto'],
  ];
  const text = [
    m.received(type),
    '',
    ...fields.map(([label, value, dir]) => `${label}: ${isolatedText(locale, value, dir)}`),
    `${m.message}:`,
    submission.message ?? m.none,
    '',
    m.openApplications,
    applicationsLink,
    '',
    m.why,
  ].join('\n');
  const html = layout(
    locale,
    subject,
    `<p>${escapeHtml(m.received(type))}</p>
<table style="border-collapse:collapse">${fields
      .map(
        ([label, value, dir]) =>
          `<tr><th style="text-align:start;padding:2px 12px">${escapeHtml(label)}</th><td>${isolated(value, dir)}</td></tr>`,
      )
      .join(
        '',
      )}<tr><th style="text-align:start;vertical-align:top;padding:2px 12px">${escapeHtml(m.message)}</th><td dir="auto">${escapeHtml(submission.message ?? m.none).replace(/\n/g, '<br>')}</td></tr></table>
<p>${escapeHtml(m.openApplicationsBelow)}</p>
${button(locale, applicationsLink, m.button)}`,
    m.why,
  );
  return { subject, text, html, links: [applicationsLink] };
}

/** What a receipt mail shows (issue 34): the receipt as issued, its plan named in the recipient's language. */
export interface ReceiptMailContent {
  receiptNumber: string;
  planName: string | null;
  days: number;
  periodFrom: Date;
  periodTo: Date;
  /** Already written with `formatMoney` in the recipient's language. */
  amount: string;
  method: string;
  paymentReference: string | null;
  transferReference: string | null;
  confirmedBy: string | null;
  issuedAt: Date;
  /** The member's page, where the receipts are. */
  link: string;
}

/** A table of labelled values: text lines and HTML rows (values isolated left to right unless `auto`). */
function fieldTable(locale: Locale, fields: [string, string, 'ltr' | 'auto'][]) {
  return {
    text: fields.map(([label, value, dir]) => `${label}: ${isolatedText(locale, value, dir)}`),
    html: `<table style="border-collapse:collapse">${fields
      .map(
        ([label, value, dir]) =>
          `<tr><th style="text-align:start;padding:2px 12px">${escapeHtml(label)}</th><td>${isolated(value, dir)}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

/** The receipt of a renewal's payment, mailed to its member in their language (issue 34). */
export function receiptMail(user: MailRecipient, receipt: ReceiptMailContent): MailContent {
  const locale = user.language;
  const m = mailMessagesFor(locale).receipt;
  const hello = greeting(user);
  const subject = m.subject(receipt.receiptNumber);
  const period = `${formatDay(receipt.periodFrom, locale)} – ${formatDay(receipt.periodTo, locale)}`;
  const fields: [string, string, 'ltr' | 'auto'][] = [
    [m.number, receipt.receiptNumber, 'ltr'],
    [m.date, formatDay(receipt.issuedAt, locale), 'auto'],
    ...(receipt.planName ? [[m.plan, receipt.planName, 'auto'] as [string, string, 'auto']] : []),
    [m.days, String(receipt.days), 'ltr'],
    [m.period, period, 'auto'],
    [m.amount, receipt.amount, 'auto'],
    [m.method, receipt.method, 'auto'],
    ...(receipt.paymentReference
      ? [[m.paymentReference, receipt.paymentReference, 'ltr'] as [string, string, 'ltr']]
      : []),
    ...(receipt.transferReference
      ? [[m.transferReference, receipt.transferReference, 'ltr'] as [string, string, 'ltr']]
      : []),
    ...(receipt.confirmedBy
      ? [[m.confirmedBy, receipt.confirmedBy, 'ltr'] as [string, string, 'ltr']]
      : []),
  ];
  const table = fieldTable(locale, fields);
  const text = [
    hello.text,
    '',
    m.thanks,
    '',
    ...table.text,
    '',
    m.open,
    receipt.link,
    '',
    m.why,
  ].join('\n');
  const html = layout(
    locale,
    subject,
    `<p>${hello.html}</p>
<p>${escapeHtml(m.thanks)}</p>
${table.html}
<p>${escapeHtml(m.openBelow)}</p>
${button(locale, receipt.link, m.button)}`,
    m.why,
  );
  return { subject, text, html, links: [receipt.link] };
}

/** A rejected renewal request (issue 34): the office's reason, mailed to the member in their language. */
export function renewalRejectedMail(
  user: MailRecipient,
  rejection: { paymentReference: string; reason: string; link: string },
): MailContent {
  const locale = user.language;
  const m = mailMessagesFor(locale).renewalRejected;
  const hello = greeting(user);
  const text = [
    hello.text,
    '',
    m.rejected(isolatedText(locale, rejection.paymentReference)),
    '',
    rejection.reason,
    '',
    m.again,
    rejection.link,
    '',
    m.why,
  ].join('\n');
  const html = layout(
    locale,
    m.subject,
    `<p>${hello.html}</p>
<p>${htmlMessage(m.rejected, isolated(rejection.paymentReference))}</p>
${paragraphs(rejection.reason)}
<p>${escapeHtml(m.againBelow)}</p>
${button(locale, rejection.link, m.button)}`,
    m.why,
  );
  return { subject: m.subject, text, html, links: [rejection.link] };
}
