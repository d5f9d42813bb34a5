/**
 * The SMTP sink the multi-process tests deliver to: a sender cut off in the middle of a mail (a server process
 * killed with SIGKILL while its worker delivers) must not crash the test run, and the sink goes on receiving.
 */
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

/** Sends SMTP `lines` one at a time, each after the server's answer to the one before. */
async function converse(socket: Socket, lines: string[]): Promise<string> {
  let heard = '';
  const answer = async () => {
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    heard += chunk.toString('utf8');
  };
  await answer(); // the greeting
  for (const line of lines) {
    socket.write(`${line}\r\n`);
    await answer();
  }
  return heard;
}

describe('the SMTP sink', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });

  it('survives a sender reset in the middle of a mail, and still receives the next one', async () => {
    const { port } = new URL(sink.url);
    const cut = connect(Number(port), '127.0.0.1');
    await once(cut, 'connect');
    // A mail under way (sender and recipient accepted: the sink answered, and waits for more), then a TCP
    // reset, as the kernel sends for a process killed with SIGKILL: ECONNRESET in the sink, mid-transaction.
    const heard = await converse(cut, [
      'EHLO cut.example',
      'MAIL FROM:<a@example.com>',
      'RCPT TO:<b@example.com>',
    ]);
    expect(heard).toMatch(/250 Accepted\r\n$/);
    cut.resetAndDestroy();
    await once(cut, 'close');

    const whole = connect(Number(port), '127.0.0.1');
    await once(whole, 'connect');
    await converse(whole, [
      'EHLO whole.example',
      'MAIL FROM:<a@example.com>',
      'RCPT TO:<c@example.com>',
      'DATA',
      'Subject: whole\r\nMessage-ID: <x1@mijas.club>\r\n\r\nall of it\r\n.',
      'QUIT',
    ]);
    whole.destroy();
    const mails = await sink.waitFor((all) => all.length === 1, 'the whole mail');
    expect(mails).toEqual([
      { to: ['c@example.com'], messageId: '<x1@mijas.club>', subject: 'whole' },
    ]);
  });
});
