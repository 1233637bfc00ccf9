// What Node's HTTP parser refuses before Fastify has a request (issue 29, point 12) answers in the { code, msg, data }
// envelope like every other error: headers too large (431), a request line that is not HTTP (400).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(() => server?.close());

/** Sends `raw` on a socket of its own and answers the status and the JSON body the server wrote before closing. */
function rawRequest(raw: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), body: body ? JSON.parse(body) : undefined });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it('headers too large: 431 in the envelope', async () => {
    const res = await rawRequest(`GET /api/alumnews/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res).toEqual({ status: 431, body: { code: 431, msg: '请求头过大', data: null } });
  });

  it('a request line that is not HTTP: 400 in the envelope', async () => {
    const res = await rawRequest('NOT A REQUEST\r\n\r\n');
    expect(res).toEqual({ status: 400, body: { code: 400, msg: '请求格式无效', data: null } });
  });

  it('a body that is not the JSON it says it is: 400 in the envelope', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/login/wxMpQrCodeLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });
});
