import { ExitCode } from '../output/exit-codes';
import { jsonResponse, runProgram } from '../testing/fake-deps';
import { UNAUTHORIZED } from '../testing/users';
import type { Model } from './models';

const KEY = 'pfk_0123456789abcdefghijABCDEFGHIJ012345';

/** GET /api/models as backend/src/modules/models sends it. */
const MODELS: Model[] = [
  {
    id: 'gpt-4o',
    provider: 'openai',
    name: 'GPT-4o',
    type: 'chat',
    contextWindow: 128000,
    maxTokens: 4096,
    costPer1kTokensInput: 0.01,
    costPer1kTokensOutput: 0.03,
    enabled: true,
    available: true,
    pricesAsOf: '2026-11-21',
  },
  {
    id: 'llama-3.1-sonar-large-128k-online',
    provider: 'perplexity',
    name: 'Llama 3.1 Sonar Large 128k Online',
    type: 'chat',
    contextWindow: 128000,
    maxTokens: 4096,
    costPer1kTokensInput: 0.0008,
    costPer1kTokensOutput: 0.0024,
    enabled: true,
    available: false,
    pricesAsOf: '2026-11-21',
  },
  {
    id: 'gemini-2.5-pro',
    provider: 'google',
    name: 'Gemini 2.5 Pro',
    type: 'chat',
    contextWindow: 1000000,
    maxTokens: 8192,
    costPer1kTokensInput: 0.0035,
    costPer1kTokensOutput: 0.0105,
    enabled: true,
    available: false,
    pricesAsOf: '2026-11-21',
  },
];

const answer = (status: number, body: unknown) => async () => jsonResponse(status, body);

describe('promptforge models', () => {
  it('prints an aligned table: id, provider, context window, prices, available', async () => {
    const result = await runProgram(['models', '--api-key', KEY], { transport: answer(200, MODELS) });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      [
        'ID                                 PROVIDER      CONTEXT  INPUT $/1K  OUTPUT $/1K  AVAILABLE',
        'gpt-4o                             openai        128,000    0.010000     0.030000  yes',
        'llama-3.1-sonar-large-128k-online  perplexity    128,000    0.000800     0.002400  no',
        'gemini-2.5-pro                     google      1,000,000    0.003500     0.010500  no',
        '',
        'Prices in USD per 1,000 tokens, as of 2026-11-21.',
        '',
      ].join('\n'),
    );
    expect(result.requests.map((request) => `${request.method} ${request.url} ${request.headers.get('authorization')}`)).toEqual([
      `GET http://localhost:3000/api/models Bearer ${KEY}`,
    ]);
  });

  it('--json prints the list as the API returns it', async () => {
    const result = await runProgram(['models', '--json', '--api-key', KEY], { transport: answer(200, MODELS) });

    expect(JSON.parse(result.stdout)).toEqual(MODELS);
    expect(result.exitCode).toBe(ExitCode.Ok);
  });

  it('says how to make a model available when none is', async () => {
    const none = MODELS.map((model) => ({ ...model, available: false }));

    const result = await runProgram(['models', '--api-key', KEY], { transport: answer(200, none) });

    expect(result.stderr).toBe('No model is available yet: add a provider key in Settings → LLM Providers.\n');
    expect(result.exitCode).toBe(ExitCode.Ok);
  });

  it('gives the range of price dates when they differ', async () => {
    const mixed = [MODELS[0], { ...MODELS[1], pricesAsOf: '2026-10-01' }];

    const result = await runProgram(['models', '--api-key', KEY], { transport: answer(200, mixed) });

    expect(result.stdout).toContain('Prices in USD per 1,000 tokens, as of 2026-10-01 to 2026-11-21.\n');
  });

  it('without a key: the server’s 401 becomes the login hint and exit code 3', async () => {
    const result = await runProgram(['models'], { transport: answer(401, UNAUTHORIZED) });

    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'error: http://localhost:3000 requires an API key: run `promptforge login`, or pass --api-key or set PROMPTFORGE_API_KEY\n',
    );
    expect(result.exitCode).toBe(ExitCode.Auth);
  });
});
