import ImportOutlined from '@ant-design/icons/ImportOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import { Alert, Button, Card, Checkbox, Input, InputNumber, Skeleton } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { useModels } from '@/features/models/api/use-models';
import type { TokenAnalysis } from '../api/types';
import { useAnalyzeTokens } from '../api/use-analyze-tokens';
import { CostChart } from '../components/CostChart';
import { ImportPromptDialog } from '@/features/prompt-lab/components/ImportPromptDialog';
import { ResultsTable } from '../components/ResultsTable';
import styles from '../components/token-analyzer.module.css';
import { defaultSelection, MAX_EXPECTED_OUTPUT_TOKENS, modelGroups, NO_MODELS, NO_PROMPTS, TOKEN_TOASTS, validationError } from '../logic/analyzer';

/** Spec §2: the page declares itself a web application with these features (schema.org JSON-LD). */
const APP_METADATA = {
  '@context': 'https://schema.org',
  '@type': 'WebApplication',
  name: 'PromptForge Token Analyzer',
  applicationCategory: 'DeveloperApplication',
  operatingSystem: 'Web',
  featureList: ['token counting', 'cost estimation', 'AI prompt analysis', 'multi-model cost comparison', 'usage tracking'],
};

/**
 * Token analyzer (spec §2): text (typed or imported from Prompt Lab), a model checklist, and per model
 * the token counts and costs, with tips computed from the text.
 */
export default function TokenAnalyzerPage() {
  const models = useModels();
  const analyze = useAnalyzeTokens();
  const [text, setText] = useState('');
  // null until the user touches the checklist: the spec's defaults that the catalogue has.
  const [picked, setPicked] = useState<string[] | null>(null);
  const [importing, setImporting] = useState(false);
  const [analysis, setAnalysis] = useState<TokenAnalysis | null>(null);
  const [expectedOutput, setExpectedOutput] = useState<number | null>(null);

  const selected = picked ?? defaultSelection(models.data ?? []);
  const modelName = (id: string) => models.data?.find((model) => model.id === id)?.name ?? id;

  const run = async () => {
    const invalid = validationError(text, selected);
    if (invalid) {
      toast(TOKEN_TOASTS.invalid(invalid));
      return;
    }
    try {
      const result = await analyze.mutateAsync({
        text_to_analyze: text,
        models: selected,
        ...(expectedOutput ? { expected_output_tokens: expectedOutput } : {}),
      });
      setAnalysis(result);
      toast(TOKEN_TOASTS.analysisComplete(result.results.length));
    } catch (error) {
      toast(TOKEN_TOASTS.analysisFailed(error));
    }
  };

  return (
    <div className={styles.page}>
      <script type="application/ld+json">{JSON.stringify(APP_METADATA)}</script>
      <header className={styles.header}>
        <h1 className={styles.title}>Token Analyzer</h1>
        <p className={styles.subtitle}>Count tokens and compare what a prompt costs across models, with tips to make it cheaper.</p>
      </header>

      <div className={styles.layout}>
        <section className={styles.inputColumn}>
          <div className={styles.textHeader}>
            <label htmlFor="text-to-analyze" className={styles.label}>
              Text to analyze
            </label>
            <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImporting(true)}>
              Import from Prompt Lab
            </Button>
          </div>
          <Input.TextArea
            id="text-to-analyze"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Paste or type your prompt here"
            rows={14}
            className={styles.textArea}
          />
          <label className={styles.outputField}>
            <span className={styles.label}>Expected output tokens</span>
            <InputNumber
              min={0}
              max={MAX_EXPECTED_OUTPUT_TOKENS}
              step={100}
              precision={0}
              value={expectedOutput}
              onChange={(value) => setExpectedOutput(value)}
              placeholder="0"
              aria-label="Expected output tokens"
              className={styles.outputInput}
            />
            <span className={styles.muted}>The length of the reply you expect, priced at each model&apos;s output rate.</span>
          </label>
        </section>

        <Button
          type="primary"
          size="large"
          block
          onClick={() => void run()}
          disabled={text.trim() === '' || analyze.isPending}
          className={styles.analyzeButton}
        >
          {analyze.isPending ? 'Analyzing...' : 'Analyze Tokens'}
        </Button>

        <aside className={styles.sideColumn}>
          <Card title="Models" size="small">
            {models.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
            {models.isError && <p role="alert">The model list could not be loaded.</p>}
            {models.isSuccess && (
              <Checkbox.Group className={styles.checklist} value={selected} onChange={(values) => setPicked(values as string[])}>
                {modelGroups(models.data).map((group) => (
                  <fieldset key={group.provider} className={styles.providerGroup}>
                    <legend className={styles.providerLabel}>{group.label}</legend>
                    {group.models.map((model) => (
                      <Checkbox key={model.id} value={model.id}>
                        {model.name}
                      </Checkbox>
                    ))}
                  </fieldset>
                ))}
              </Checkbox.Group>
            )}
            {models.isSuccess && selected.length === 0 && <Alert type="warning" showIcon title={NO_MODELS} className={styles.warning} />}
          </Card>
          <Card size="small" className={styles.note}>
            <p>
              <InfoCircleOutlined aria-hidden /> Only input costs are shown unless you enter the expected output tokens: output
              depends on the model&apos;s reply. Estimates vary
              with each provider&apos;s pricing, and rows tagged &apos;estimate&apos; come from a calibrated ratio rather than the
              model&apos;s own tokenizer.
            </p>
          </Card>
        </aside>
      </div>

      {analysis && (
        <section className={styles.results} aria-label="Results">
          <h2 className={styles.sectionTitle}>Results</h2>
          <div className={styles.resultsGrid}>
            <ResultsTable results={analysis.results} modelName={modelName} />
            <CostChart results={analysis.results} modelName={modelName} />
          </div>
          <h2 className={styles.sectionTitle}>Optimization tips</h2>
          {analysis.optimization_tips.length === 0 ? (
            <p className={styles.muted}>No optimisations apply to this text.</p>
          ) : (
            <ul className={styles.tips} aria-label="Optimization tips">
              {analysis.optimization_tips.map((tip) => (
                <li key={`${tip.kind}:${tip.title}`} className={styles.tip}>
                  <h3 className={styles.tipTitle}>{tip.title}</h3>
                  <p>{tip.description}</p>
                  <p className={styles.savings}>
                    <strong>Potential savings:</strong> {tip.potential_savings}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <ImportPromptDialog
        open={importing}
        emptyText={() => NO_PROMPTS}
        showPreview={false}
        onClose={() => setImporting(false)}
        onImport={(prompt) => {
          setText(prompt.content);
          setImporting(false);
        }}
      />
    </div>
  );
}
