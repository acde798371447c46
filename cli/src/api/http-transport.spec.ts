import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpTransport } from './http-transport';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let handler: Handler;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handler(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const noTimeout = () => ({ signal: new AbortController().signal });

describe('httpTransport', () => {
  it('sends method, headers and body, and returns status, headers and body', async () => {
    handler = (request, body, response) => {
      response.writeHead(201, 'Made It', { 'content-type': 'application/json', 'x-echo': request.headers['x-test'] });
      response.end(JSON.stringify({ method: request.method, url: request.url, body }));
    };
    const request = new Request(`${baseUrl}/api/things?x=1`, {
      method: 'POST',
      headers: { 'x-test': 'yes', 'content-type': 'application/json' },
      body: '{"a":1}',
    });

    const response = await httpTransport(request, noTimeout());

    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made It');
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(await response.json()).toEqual({ method: 'POST', url: '/api/things?x=1', body: '{"a":1}' });
  });

  it('returns a 204 with no body', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(204);
      response.end();
    };

    const response = await httpTransport(new Request(`${baseUrl}/x`, { method: 'DELETE' }), noTimeout());

    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('rejects with the system error when nothing listens on the port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    await expect(httpTransport(new Request(`http://127.0.0.1:${port}/`), noTimeout())).rejects.toMatchObject({
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
  });

  it('aborts when the signal fires, also while the body is still arriving', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"partial":'); // and never ends
    };

    const started = Date.now();
    await expect(
      httpTransport(new Request(`${baseUrl}/slow`), { signal: AbortSignal.timeout(100) }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
