import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from './transport.ts';

/** A minimal SMTP server (no TLS, no auth) that records each message it accepts. */
function fakeSmtpServer() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let from = '';
    let to: string[] = [];
    let data: string[] | null = null;
    let buffer = '';
    socket.setEncoding('utf8');
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            messages.push({ from, to, data: data.join('\n') });
            data = null;
            socket.write('250 OK queued\r\n');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake.smtp\r\n');
        else if (command === 'MAIL') {
          from = line;
          to = [];
          socket.write('250 OK\r\n');
        } else if (command === 'RCPT') {
          to.push(line);
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          data = [];
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, messages };
}

describe('SMTP transport (nodemailer)', () => {
  const smtp = fakeSmtpServer();
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers the mail with its subject, both bodies and a stable Message-ID', async () => {
    const transport = smtpTransport(
      `smtp://127.0.0.1:${port}`,
      'MIJAS Club <no-reply@mijas.example.com>',
    );
    await transport.send({
      id: '0b9f3c1e-4a52-4d8e-9d59-2f1a7c3b9e10',
      to: 'lina@example.com',
      subject: 'Reset your MIJAS Club password',
      text: 'Open this link: http://localhost:3000/reset-password?token=abc',
      html: '<p>Open <a href="http://localhost:3000/reset-password?token=abc">this link</a></p>',
    });
    transport.close?.();
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message!.from).toContain('no-reply@mijas.example.com');
    expect(message!.to).toEqual([expect.stringContaining('lina@example.com')]);
    expect(message!.data).toContain('Subject: Reset your MIJAS Club password');
    expect(message!.data).toContain(
      'Message-ID: <0b9f3c1e-4a52-4d8e-9d59-2f1a7c3b9e10@mijas.club>',
    );
    expect(message!.data).toContain('text/plain');
    expect(message!.data).toContain('text/html');
  });

  it('fails (so the worker retries) when the server is unreachable', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const transport = smtpTransport(`smtp://127.0.0.1:${deadPort}`, 'no-reply@mijas.example.com');
    await expect(
      transport.send({ id: 'x', to: 'a@example.com', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow(/ECONNREFUSED/);
    transport.close?.();
  });
});
