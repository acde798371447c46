import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { preloadScreens } from '@/testing/preload';
import { bodyOf, findToast, makeModel, makePrompt, openPromptLab } from '@/features/prompt-lab/testing/open-prompt-lab';
import type { TokenAnalysis } from '../api/types';

const CATALOGUE = [
  makeModel('gpt-4o', 'GPT-4o'),
  { ...makeModel('claude-sonnet-4-6', 'Claude Sonnet 4.6'), provider: 'anthropic' as const },
  { ...makeModel('gemini-2.5-pro', 'Gemini 2.5 Pro'), provider: 'google' as const },
  { ...makeModel('deepseek-chat', 'DeepSeek Chat'), provider: 'deepseek' as const },
];

const ANALYSIS: TokenAnalysis = {
  results: [
    {
      model: 'gpt-4o',
      estimated_cost: 0.0000125,
      cost_breakdown: { input_tokens: 5, input_cost: 0.0000125, output_tokens: 0, output_cost: 0 },
      tokenizer: 'o200k_base',
      exact: true,
    },
    {
      model: 'claude-sonnet-4-6',
      estimated_cost: 0.000018,
      cost_breakdown: { input_tokens: 6, input_cost: 0.000018, output_tokens: 0, output_cost: 0 },
      tokenizer: 'claude-estimate',
      exact: false,
    },
  ],
  optimization_tips: [
    { kind: 'whitespace', title: 'Collapse whitespace', description: 'Runs of spaces and blank lines cost tokens.', potential_savings: '3 tokens (12%)' },
  ],
};

const open = (routes: Parameters<typeof openPromptLab>[1] = {}) =>
  openPromptLab('/products/token-analyzer', { 'GET /api/models': CATALOGUE, ...routes });

const analyzeButton = () => screen.getByRole('button', { name: /Analyze Tokens|Analyzing/ });
const textArea = () => screen.getByRole('textbox', { name: 'Text to analyze' });

jest.setTimeout(30_000);

describe('TokenAnalyzerPage', () => {
  preloadScreens();

  it('declares itself a web application with the spec features, and explains input-only costs', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Token Analyzer' })).toBeInTheDocument();
    const script = document.querySelector('script[type="application/ld+json"]');
    const metadata = JSON.parse(script!.textContent!) as { '@type': string; featureList: string[] };
    expect(metadata['@type']).toBe('WebApplication');
    expect(metadata.featureList).toEqual(['token counting', 'cost estimation', 'AI prompt analysis', 'multi-model cost comparison', 'usage tracking']);
    expect(screen.getByText(/Only input costs are shown/)).toHaveTextContent(/Estimates vary/);
    expect(document.title).toBe('Token Analyzer – PromptForge');
  });

  it('checks gpt-4o, claude-sonnet-4-6 and gemini-2.5-pro by default and warns when none is checked', async () => {
    open();
    const gpt = await screen.findByRole('checkbox', { name: 'GPT-4o' });
    expect(gpt).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Claude Sonnet 4.6' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gemini 2.5 Pro' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'DeepSeek Chat' })).not.toBeChecked();
    expect(screen.queryByText('Please select at least one model for analysis')).not.toBeInTheDocument();
    for (const name of ['GPT-4o', 'Claude Sonnet 4.6', 'Gemini 2.5 Pro']) await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one model for analysis');

    await userEvent.type(textArea(), 'Hello');
    await userEvent.click(analyzeButton());
    expect(await findToast('Analysis Failed')).toHaveTextContent('Please select at least one model for analysis');
  });

  it('keeps Analyze Tokens disabled while the text is blank', async () => {
    open();
    await screen.findByRole('checkbox', { name: 'GPT-4o' });
    expect(analyzeButton()).toBeDisabled();
    await userEvent.type(textArea(), '   ');
    expect(analyzeButton()).toBeDisabled();
    await userEvent.type(textArea(), 'x');
    expect(analyzeButton()).toBeEnabled();
  });

  it('analyzes the checked models, shows the table, chart, tags and tips, and toasts the count', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = open({
      'POST /api/analyze-tokens': async () => {
        await answered;
        return ANALYSIS;
      },
    });
    await screen.findByRole('checkbox', { name: 'GPT-4o' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gemini 2.5 Pro' }));
    await userEvent.type(textArea(), 'Please kindly summarise this.');
    await userEvent.click(analyzeButton());
    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    release();

    expect(await findToast('Analysis Complete')).toHaveTextContent('Analyzed 2 models successfully');
    const [request] = requestsTo(api.requests, 'POST /api/analyze-tokens');
    expect(await bodyOf(request!)).toEqual({ text_to_analyze: 'Please kindly summarise this.', models: ['gpt-4o', 'claude-sonnet-4-6'] });

    const [gptRow, claudeRow] = screen.getAllByTestId('result-row');
    expect(within(gptRow!).getByText('GPT-4o')).toBeInTheDocument();
    expect(within(gptRow!).getByText('exact')).toBeInTheDocument();
    expect(gptRow).toHaveTextContent('5$0.000013');
    expect(gptRow).toHaveTextContent('0$0.000000');
    expect(within(claudeRow!).getByText('estimate')).toBeInTheDocument();
    expect(claudeRow).toHaveTextContent('$0.000018');

    const bars = screen.getAllByTestId('cost-bar');
    expect(bars.map((bar) => bar.textContent)).toEqual(['Claude Sonnet 4.6$0.000018', 'GPT-4o$0.000013']);

    const tips = screen.getByRole('list', { name: 'Optimization tips' });
    expect(within(tips).getByRole('heading', { name: 'Collapse whitespace' })).toBeInTheDocument();
    expect(tips).toHaveTextContent('Potential savings: 3 tokens (12%)');
    expect(screen.getByRole('button', { name: 'Analyze Tokens' })).toBeEnabled();
  });

  it('groups the models under provider labels and prices the expected output tokens', async () => {
    const api = open({ 'POST /api/analyze-tokens': ANALYSIS });
    const openai = await screen.findByRole('group', { name: 'OpenAI' });
    expect(within(openai).getByRole('checkbox', { name: 'GPT-4o' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Anthropic' })).getByRole('checkbox', { name: 'Claude Sonnet 4.6' })).toBeInTheDocument();
    await userEvent.type(textArea(), 'Summarise this.');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Expected output tokens' }), '500');
    await userEvent.click(analyzeButton());
    await findToast('Analysis Complete');
    const [request] = requestsTo(api.requests, 'POST /api/analyze-tokens');
    expect(await bodyOf(request!)).toMatchObject({ expected_output_tokens: 500 });
  });

  it("toasts the spec's failure text when the analysis fails", async () => {
    open({ 'POST /api/analyze-tokens': errorResponse(500, 'Internal server error') });
    await screen.findByRole('checkbox', { name: 'GPT-4o' });
    await userEvent.type(textArea(), 'Hello');
    await userEvent.click(analyzeButton());
    expect(await findToast('Analysis Failed')).toHaveTextContent('An error occurred while analyzing tokens. Please try again.');
    expect(screen.queryByTestId('result-row')).not.toBeInTheDocument();
  });

  it('imports a prompt from Prompt Lab: search, description fallback, fills the text and closes', async () => {
    open({
      'GET /api/prompts': [
        makePrompt({ id: 'a1', name: 'Support reply', description: 'Answers customer e-mails', content: 'Reply politely.' }),
        makePrompt({ id: 'b2', name: 'SQL helper', description: null, content: 'Write SQL for the question.' }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: /Import from Prompt Lab/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Prompt Lab' });
    expect(await within(dialog).findByText('Answers customer e-mails')).toBeInTheDocument();
    expect(within(dialog).getByText('No description')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search prompts' }), 'sql');
    expect(within(dialog).queryByText('Support reply')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /SQL helper/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(textArea()).toHaveValue('Write SQL for the question.');
  });

  it('says how to get prompts when the library is empty', async () => {
    open({ 'GET /api/prompts': [] });
    await userEvent.click(await screen.findByRole('button', { name: /Import from Prompt Lab/ }));
    expect(await screen.findByText('No prompts found. Please create prompts in the Prompt Lab first.')).toBeInTheDocument();
  });
});
