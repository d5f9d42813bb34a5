/**
 * The drain (`drain.ts`) on a small app of its own, listening on a free port: from `start()` every answer closes
 * its connection. (The whole drain, through SIGTERM with 20 clients: `process.test.ts`.)
 */
import { once } from 'node:events';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerDrain } from './drain.ts';

let app: FastifyInstance;

async function listening(): Promise<number> {
  app = Fastify({ return503OnClosing: false });
  registerDrain(app);
  app.get('/', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

afterEach(async () => {
  await app?.close();
});

/** A raw connection, once the server has accepted it: `ask` sends a GET, `ended` is all it read once closed. */
async function connect(port: number) {
  const accepted = once(app.server, 'connection');
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
  await accepted;
  return {
    ended,
    ask: () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n'),
  };
}

describe('the drain', () => {
  it('answers every request with Connection: close once started', async () => {
    const port = await listening();
    const before = await fetch(`http://127.0.0.1:${port}/`);
    expect(before.headers.get('connection')).toBe('keep-alive');
    app.drain.start();
    expect(app.drain.draining).toBe(true);
    const client = await connect(port);
    client.ask();
    const text = await client.ended;
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
  });
});
