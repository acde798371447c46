import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * fetch() over node:http(s), as far as the API client needs it: it sends the Request and returns a fully
 * read Response. The global fetch (undici) would add about 100 ms of start-up to every call, and it refuses
 * "bad ports" such as 9 without trying to connect. `signal` covers the whole exchange, body included.
 */
export async function httpTransport(request: Request, init: { signal: AbortSignal }): Promise<Response> {
  const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
  const send = new URL(request.url).protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      request.url,
      { method: request.method, headers: Object.fromEntries(request.headers), signal: init.signal },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => resolve(toResponse(incoming, Buffer.concat(chunks))));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function toResponse(incoming: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  const status = incoming.statusCode ?? 502;
  return new Response(NULL_BODY_STATUSES.has(status) ? null : body, {
    status,
    statusText: incoming.statusMessage ?? '',
    headers,
  });
}
