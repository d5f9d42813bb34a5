/**
 * A local SMTP server that accepts every mail and keeps it (`smtp-server`, nodemailer's): what the server
 * processes under test deliver with `MAIL_TRANSPORT=smtp` and `SMTP_URL` = the sink's `url`. No TLS, no auth.
 */
import { SMTPServer } from 'smtp-server';

export interface DeliveredMail {
  /** The envelope's recipients (lower-case addresses). */
  to: string[];
  /** The `Message-ID` header: `<outbox id@mijas.club>` (`mail/transport.ts`). */
  messageId: string;
  subject: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  /** Every mail received so far, in arrival order. */
  mails(): DeliveredMail[];
  /**
   * Resolves with the mails received once `done(mails)` holds (checked now and at each delivery); rejects naming
   * `what` if it does not within `timeoutMs` (default 30 s).
   */
  waitFor(
    done: (mails: DeliveredMail[]) => boolean,
    what: string,
    timeoutMs?: number,
  ): Promise<DeliveredMail[]>;
  close(): Promise<void>;
}

/** The unfolded value of header `name` in a raw message's header block, or ''. */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = unfolded.match(new RegExp(`^${name}:[ \\t]*(.*)$`, 'im'));
  return match?.[1]?.trim() ?? '';
}

/** The outbox id of a mail's `Message-ID` (`<id@mijas.club>`), or undefined for a mail not sent by the server. */
export function outboxIdOf(mail: DeliveredMail): string | undefined {
  return /^<([^@>]+)@mijas\.club>$/.exec(mail.messageId)?.[1];
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: DeliveredMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Many processes deliver at once.
    maxClients: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          messageId: header(raw, 'Message-ID'),
          subject: header(raw, 'Subject'),
        });
        callback();
        for (const listener of listeners) listener();
      });
    },
  });
  // A client cut off in the middle of a mail (a server process killed with SIGKILL mid-delivery) makes
  // smtp-server emit 'error' on the server; unheard, that would be an uncaught exception. The mail is simply not
  // received: the outbox delivers it again from another process.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the SMTP sink has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails: () => [...received],
    waitFor(done, what, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const deadline = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`the SMTP sink did not receive ${what} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (!done(received)) return;
          clearTimeout(deadline);
          listeners.delete(check);
          resolve([...received]);
        };
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
