import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo } from '@/testing/api-mock';
import { preloadScreens } from '@/testing/preload';
import { bodyOf, findToast, makeModel, openPromptLab } from '@/features/prompt-lab/testing/open-prompt-lab';
import type { ExecutionResult } from '../api/types';

const RESULT: ExecutionResult = {
  outputs_by_model: [
    {
      model_name: 'gpt-4o',
      output_text: 'Vector databases index embeddings.',
      latency_ms: 1234,
      cost: 0.0016,
      input_tokens: 100,
      output_tokens: 20,
      engine: 'gpt-4o',
      prompt_index: 0,
      prompt_name: 'New Prompt',
      unresolved_variables: [],
      error: null,
    },
  ],
  unresolved_variables: [],
};

const open = () =>
  openPromptLab('/products/AdvancedPlayground', {
    'GET /api/models': [makeModel('gpt-4o', 'GPT-4o'), makeModel('gpt-3.5-turbo', 'GPT-3.5 Turbo')],
    'GET /api/prompts': [],
    'POST /api/playground/estimate': { estimated_cost: 0.0123, server_key_cost: 0.0123, remaining_budget: 1, items: 1, dry_run_items: 0 },
    'POST /api/playground/execute': RESULT,
  });

jest.setTimeout(30_000);

describe('PlaygroundPage', () => {
  preloadScreens();

  it('refuses to execute without a prompt, with the spec message, and keeps Results disabled', async () => {
    const { requests } = open();
    await screen.findByRole('heading', { level: 1, name: 'Advanced Prompt Code Playground' });
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Remove prompt 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Execute' }));
    const toast = await findToast('Configuration Error');
    expect(toast).toHaveTextContent('Please add at least one prompt and one model');
    expect(requestsTo(requests, 'POST /api/playground/execute')).toHaveLength(0);
  });

  it('executes, opens Results with latency in seconds and cost with 6 decimals, and asks a name before saving', async () => {
    const { requests } = open();
    await screen.findByRole('heading', { level: 1, name: 'Advanced Prompt Code Playground' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Prompt content' }), { target: { value: 'Explain {{topic}}.' } });
    expect(await screen.findByTestId('cost-estimate')).toHaveTextContent('Worst case: $0.012300 for 1 model call');
    await userEvent.click(screen.getByRole('button', { name: 'Execute' }));
    expect(await findToast('Execution Complete')).toHaveTextContent('Successfully executed with 1 models');
    const [execute] = requestsTo(requests, 'POST /api/playground/execute');
    expect(await bodyOf(execute)).toEqual({ prompts: [{ name: 'New Prompt', content: 'Explain {{topic}}.' }], llm_configs: [{ model_name: 'gpt-4o', temperature: 0.7, max_tokens: 1000 }], variables: {} });
    const card = await screen.findByTestId('output-card');
    expect(card).toHaveTextContent('Latency 1.23s');
    expect(card).toHaveTextContent('Cost $0.001600');
    await userEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Save Results' }));
    expect(await findToast('Missing Name')).toHaveTextContent('Please provide a name for this session');
  });

  it('shows the CSV parse error for a ragged file', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Advanced Prompt Code Playground' });
    await userEvent.click(screen.getByRole('switch', { name: 'Show batch testing' }));
    const file = new File(['a,b\n1\n'], 'rows.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('csv-input'), { target: { files: [file] } });
    const toast = await findToast('CSV Parse Error');
    expect(toast).toHaveTextContent('Failed to parse the CSV file. Row 1 has 1 value but the header has 2 columns.');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Batch preview' })).not.toBeInTheDocument());
  });
});
