/**
 * A scriptable fake LLM provider for tests: an OpenAI-compatible `POST …/chat/completions` and Anthropic's
 * `POST /v1/messages`, both with streaming (SSE), on a free 127.0.0.1 port. The real SDKs talk to it.
 *
 * Only node built-ins, so any tier can import it (the e2e tier does, by relative path) without a copy.
 *
 *   const fake = await FakeLlmServer.start();
 *   fake.script({ status: 429, retryAfter: 1 }, { text: 'Hello' });   // next replies, in order
 *   fake.setDefault({ json: { score: 80 }, usage: { inputTokens: 100, outputTokens: 20 } });
 *   // OpenAI-compatible base URL: fake.openAiBaseUrl; Anthropic: fake.anthropicBaseUrl
 *   fake.requests[0].body.model; fake.requests[0].apiKey
 *   await fake.close();
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeReply {
  /** The reply text. Default: `Hello from the fake provider.` */
  text?: string;
  /** A value sent as the reply text, JSON-encoded (for structured output). */
  json?: unknown;
  /** Token usage to report. Default: about a token per 4 characters of the prompt and of the reply. */
  usage?: { inputTokens: number; outputTokens: number };
  /** Stream the text in these pieces. Default: word by word. */
  chunks?: string[];
  /** Answer with this HTTP error status (and a provider-shaped error body) instead of a reply. */
  status?: number;
  /** The error's message. Default: one per status, like the providers'. */
  errorMessage?: string;
  /** A Retry-After header (seconds, or an HTTP date). */
  retryAfter?: number | string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer (the connection stays open until the client gives up or the fake closes). */
  hang?: boolean;
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean;
}

export interface ReceivedRequest {
  api: 'openai' | 'anthropic';
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body: model, messages, system, temperature, max_tokens, response_format… */
  body: Record<string, any>;
  /** The key the client sent (x-api-key, or the Bearer token: both SDKs send the latter). */
  apiKey: string | undefined;
  /** Milliseconds since the fake started, when the request arrived. */
  at: number;
}

const DEFAULT_TEXT = 'Hello from the fake provider.';

export class FakeLlmServer {
  /** Every request received, in order. */
  readonly requests: ReceivedRequest[] = [];
  private readonly queue: FakeReply[] = [];
  private defaultReply: FakeReply = {};
  private readonly sockets = new Set<Socket>();
  private readonly startedAt = Date.now();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(): Promise<FakeLlmServer> {
    let fake: FakeLlmServer | undefined;
    const server = createServer((req, res) => void fake?.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    fake = new FakeLlmServer(server, `http://127.0.0.1:${port}`);
    return fake;
  }

  /** Base URL for the `openai` SDK and every OpenAI-compatible provider. */
  get openAiBaseUrl(): string {
    return `${this.url}/v1`;
  }

  /** Base URL for `@anthropic-ai/sdk` (it adds `/v1` itself). */
  get anthropicBaseUrl(): string {
    return this.url;
  }

  /** The next requests get these replies, in order; after them, the default one. */
  script(...replies: FakeReply[]): this {
    this.queue.push(...replies);
    return this;
  }

  /** The reply once the script is used up. */
  setDefault(reply: FakeReply): this {
    this.defaultReply = reply;
    return this;
  }

  /** Forgets requests, script and default. */
  reset(): this {
    this.requests.length = 0;
    this.queue.length = 0;
    this.defaultReply = {};
    return this;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) {
      socket.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    const api = req.method === 'POST' && path.endsWith('/chat/completions') ? 'openai' : req.method === 'POST' && path === '/v1/messages' ? 'anthropic' : undefined;
    if (!api) {
      sendJson(res, 404, { error: { message: `The fake provider has no ${req.method} ${path}`, type: 'invalid_request_error' } });
      return;
    }
    const raw = await readBody(req);
    let body: Record<string, any>;
    try {
      body = JSON.parse(raw) as Record<string, any>;
    } catch {
      sendJson(res, 400, { error: { message: 'The fake provider got a body that is not JSON', type: 'invalid_request_error' } });
      return;
    }
    const apiKey = (req.headers['x-api-key'] as string | undefined) ?? /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    this.requests.push({ api, path, headers: req.headers, body, apiKey, at: Date.now() - this.startedAt });

    const reply = this.queue.shift() ?? this.defaultReply;
    if (reply.hang) {
      return;
    }
    if (reply.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    }
    if (reply.retryAfter !== undefined) {
      res.setHeader('Retry-After', String(reply.retryAfter));
    }
    if (reply.status !== undefined && reply.status >= 400) {
      sendJson(res, reply.status, errorBody(api, reply.status, reply.errorMessage));
      return;
    }
    if (reply.malformed) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id": "broken", "choices": [');
      return;
    }
    const text = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? DEFAULT_TEXT);
    const usage = reply.usage ?? { inputTokens: Math.ceil(promptText(body).length / 4), outputTokens: Math.ceil(text.length / 4) };
    const chunks = reply.chunks ?? text.split(/(?<= )/);
    const model = String(body.model);
    if (body.stream === true) {
      if (api === 'openai') {
        streamOpenAi(res, model, chunks, usage, body.stream_options?.include_usage === true);
      } else {
        streamAnthropic(res, model, chunks, usage);
      }
      return;
    }
    sendJson(res, 200, api === 'openai' ? openAiCompletion(model, text, usage) : anthropicMessage(model, text, usage));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function promptText(body: Record<string, any>): string {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const system = typeof body.system === 'string' ? body.system : '';
  return [system, ...messages.map((message: { content?: unknown }) => (typeof message.content === 'string' ? message.content : ''))].join('\n');
}

const ERROR_MESSAGES: Record<number, string> = {
  400: 'Invalid request.',
  401: 'Incorrect API key provided.',
  403: 'This key may not use this model.',
  404: 'The model does not exist or you do not have access to it.',
  429: 'Rate limit reached. Please try again later.',
  500: 'The server had an error while processing your request.',
  503: 'The engine is currently overloaded.',
};

function errorBody(api: 'openai' | 'anthropic', status: number, message = ERROR_MESSAGES[status] ?? `Error ${status}.`): unknown {
  if (api === 'openai') {
    return { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'invalid_request_error', code: null } };
  }
  const type = status === 401 ? 'authentication_error' : status === 429 ? 'rate_limit_error' : status === 404 ? 'not_found_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
  return { type: 'error', error: { type, message } };
}

type Usage = { inputTokens: number; outputTokens: number };

function openAiCompletion(model: string, text: string, usage: Usage): unknown {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: usage.inputTokens, completion_tokens: usage.outputTokens, total_tokens: usage.inputTokens + usage.outputTokens },
  };
}

function anthropicMessage(model: string, text: string, usage: Usage): unknown {
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens },
  };
}

function streamOpenAi(res: ServerResponse, model: string, chunks: string[], usage: Usage, includeUsage: boolean): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  for (const chunk of chunks) {
    send({ ...base, choices: [{ index: 0, delta: { content: chunk }, finish_reason: null }] });
  }
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  if (includeUsage) {
    send({ ...base, choices: [], usage: { prompt_tokens: usage.inputTokens, completion_tokens: usage.outputTokens, total_tokens: usage.inputTokens + usage.outputTokens } });
  }
  res.end('data: [DONE]\n\n');
}

function streamAnthropic(res: ServerResponse, model: string, chunks: string[], usage: Usage): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...(data as object) })}\n\n`);
  send('message_start', {
    message: { id: 'msg_fake', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: usage.inputTokens, output_tokens: 1 } },
  });
  send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  for (const chunk of chunks) {
    send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: chunk } });
  }
  send('content_block_stop', { index: 0 });
  send('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: usage.outputTokens } });
  send('message_stop', {});
  res.end();
}
