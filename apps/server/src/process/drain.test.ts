/**
 * The drain's connections (`drain.ts`) on a small app of its own, listening on a free port: when the port closes,
 * a connection kept alive between requests still gets an answer to a request it brings (closing it), and one that
 * brings none is closed after the grace. (The whole drain, SIGTERM with 20 clients: `process.test.ts`.)
 */
import { once } from 'node:events';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerDrain } from './drain.ts';

let app: FastifyInstance;

afterEach(async () => {
  await app?.close();
});

const ASK = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n';

/**
 * A kept-alive connection that has had one answer, and the app's close, started: resolved once the port is closed
 * and the idle connections are being closed.
 */
async function closingWithAnIdleConnection() {
  app = Fastify({ return503OnClosing: false });
  registerDrain(app);
  app.get('/', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const socket = net.connect((app.server.address() as net.AddressInfo).port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
  socket.write(ASK);
  while (!text.includes('{"ok":true}')) await once(socket, 'data');
  text = '';
  const closeIdle = app.server.closeIdleConnections.bind(app.server);
  const idleClosing = new Promise<void>((resolve) => {
    app.server.closeIdleConnections = () => {
      closeIdle();
      resolve();
    };
  });
  const closed = app.close();
  await idleClosing;
  return { socket, ended, closed };
}

describe('the drain', () => {
  it('answers a request brought on a kept-alive connection as the port closes, closing it', async () => {
    const { socket, ended, closed } = await closingWithAnIdleConnection();
    socket.write(ASK);
    const answer = await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    await closed;
  });

  it('closes a kept-alive connection that brings no request, and the close completes', async () => {
    const { ended, closed } = await closingWithAnIdleConnection();
    expect(await ended).toBe('');
    await closed;
  });
});
