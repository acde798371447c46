// The queue section's fake provider (lib/queue.mjs), in its own process as a real provider is: an OpenAI-shaped
// chat completion answered LATENCY_MS after the request ends. Sends {port} to its parent once listening; answers
// the message 'calls' with {calls}. Env: LATENCY_MS (default 100).
import { createServer } from 'node:http';

const latencyMs = Number(process.env.LATENCY_MS ?? 100);
const body = JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'OK' } }], usage: { prompt_tokens: 5, completion_tokens: 1 } });
let calls = 0;

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () =>
    setTimeout(() => {
      calls += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    }, latencyMs),
  );
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (message) => {
  if (message === 'calls') process.send({ calls });
});
process.on('disconnect', () => server.close(() => process.exit(0)));
