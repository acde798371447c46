import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { BATCH_CSV_MAX_BYTES, parseBatchCsv } from '@engine/batch-csv';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Input, Tabs } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { useModels } from '@/features/models/api/use-models';
import { usePrompts } from '@/features/prompt-lab/api/use-prompts';
import { cancelRun, estimateRun, executeOnce, followRun, getRun, startRun, useDeleteSession, useSaveSession, useSessions } from '../api/playground-api';
import type { ExecutionResult, ModelConfig, PromptEntry, Session, VariableRow } from '../api/types';
import { ModelsCard, PromptsCard } from '../components/ConfigureCards';
import styles from '../components/playground.module.css';
import { ResultsView, type RunProgress } from '../components/ResultsView';
import { SessionsDialog } from '../components/SessionsDialog';
import {
  ADDED_MODEL,
  addStreamedOutput,
  batchRequest,
  configurationError,
  executeRequest,
  FIRST_MODEL,
  formatCost,
  MESSAGES,
  newModel,
  newPrompt,
  newVariable,
  PLAYGROUND_TOASTS,
  sessionToState,
  variablesOf,
} from '../logic/playground';

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Waits until `value` has not changed for `ms` (the cost estimate is asked for once typing pauses). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Advanced Prompt Code Playground (tool spec §2, §4, §5, §8): prompts × models × variables or CSV rows,
 * run through the API (batches as queued runs followed through their events), results with a
 * Performance Summary, and saved sessions.
 */
export default function PlaygroundPage() {
  const catalogue = useModels();
  const library = usePrompts();
  const [tab, setTab] = useState<'configure' | 'results'>('configure');
  const [prompts, setPrompts] = useState<PromptEntry[]>(() => [newPrompt()]);
  const [models, setModels] = useState<ModelConfig[]>(() => [newModel(FIRST_MODEL)]);
  const [variables, setVariables] = useState<VariableRow[]>(() => [newVariable()]);
  const [showVariables, setShowVariables] = useState(false);
  const [showBatch, setShowBatch] = useState(false);
  const [batchRows, setBatchRows] = useState<Array<Record<string, string>>>([]);
  const [results, setResults] = useState<ExecutionResult[]>([]);
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const [sessionName, setSessionName] = useState('');
  const [dryRun, setDryRun] = useState(false);
  const [executing, setExecuting] = useState(false);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const runId = useRef<string | null>(null);
  const following = useRef<AbortController | null>(null);
  const sessions = useSessions(sessionsOpen);
  const saveSession = useSaveSession();
  const deleteSession = useDeleteSession();

  useEffect(() => () => following.current?.abort(), []);

  const batchMode = showBatch && batchRows.length > 0;
  const valid = configurationError(prompts, models) === null;
  const estimateInput = useSettled(
    useMemo(
      () => (valid ? JSON.stringify(batchRequest(prompts, models, batchMode ? batchRows : [variablesOf(showVariables ? variables : [])], dryRun)) : null),
      [valid, prompts, models, batchMode, batchRows, variables, showVariables, dryRun],
    ),
    600,
  );
  const estimate = useQuery({
    queryKey: ['/api/playground/estimate', estimateInput],
    queryFn: () => estimateRun(JSON.parse(estimateInput as string)),
    enabled: estimateInput !== null && tab === 'configure',
    staleTime: 30_000,
    retry: false,
  });

  const readCsv = async (file: File) => {
    // Over the limit, the parser refuses on the size alone: the file is not read.
    const text = file.size > BATCH_CSV_MAX_BYTES ? '' : await readText(file).catch(() => null);
    if (text === null) {
      toast(PLAYGROUND_TOASTS.csvFailed('The file could not be read.'));
      return;
    }
    const parsed = parseBatchCsv(text, file.size);
    if (!parsed.ok) {
      toast(PLAYGROUND_TOASTS.csvFailed(parsed.error));
      return;
    }
    setBatchRows(parsed.rows);
    toast(PLAYGROUND_TOASTS.csvLoaded(parsed.rows.length));
  };

  const runBatch = async () => {
    const started = await startRun(batchRequest(prompts, models, batchRows, dryRun));
    runId.current = started.id;
    setResults([]);
    setProgress({ done: 0, failed: 0, total: started.total, running: started.status === 'running' });
    setTab('results');
    const order = new Map<number, number>();
    following.current = new AbortController();
    await followRun(
      started.id,
      (event) => {
        setResults((current) => addStreamedOutput(current, event.row_index, event.input_variables, event.output, order));
        setProgress({ done: event.done, failed: event.failed, total: event.total, running: true });
      },
      following.current.signal,
    );
    const run = await getRun(started.id);
    setResults(run.results);
    setProgress({ done: run.done, failed: run.failed, total: run.total, running: false });
    runId.current = null;
    toast(PLAYGROUND_TOASTS.batchComplete(run.results.length, models.length));
  };

  const execute = async () => {
    const problem = configurationError(prompts, models);
    if (problem) {
      toast(PLAYGROUND_TOASTS.invalid(MESSAGES.configuration));
      return;
    }
    setExecuting(true);
    try {
      if (batchMode) {
        await runBatch();
      } else {
        const result = await executeOnce(executeRequest(prompts, models, showVariables ? variables : [], dryRun));
        setProgress(null);
        setResults((current) => [result, ...current.filter((item) => !item.input_variables)]);
        setTab('results');
        toast(PLAYGROUND_TOASTS.executionComplete(models.length));
      }
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast(PLAYGROUND_TOASTS.executionFailed(error, batchMode));
    } finally {
      setExecuting(false);
    }
  };

  const save = async () => {
    if (!sessionName.trim()) {
      toast(PLAYGROUND_TOASTS.invalid(MESSAGES.missingName));
      return;
    }
    if (results.length === 0) {
      toast(PLAYGROUND_TOASTS.invalid(MESSAGES.noResults));
      return;
    }
    try {
      await saveSession.mutateAsync({
        name: sessionName.trim(),
        prompts: prompts.map(({ key: _key, ...prompt }) => prompt),
        llm_configs: models.map(({ key: _key, ...model }) => model),
        results,
      });
      toast(PLAYGROUND_TOASTS.saved());
    } catch (error) {
      toast(PLAYGROUND_TOASTS.saveFailed(error));
    }
  };

  const load = (session: Session) => {
    try {
      const state = sessionToState(session);
      setPrompts(state.prompts);
      setModels(state.models);
      setResults(state.results);
      setSessionName(state.name);
      setProgress(null);
      setSessionsOpen(false);
      if (state.results.length > 0) setTab('results');
      toast(PLAYGROUND_TOASTS.loaded(session.name));
    } catch {
      toast(PLAYGROUND_TOASTS.loadFailed());
    }
  };

  const remove = async (session: Session) => {
    try {
      await deleteSession.mutateAsync(session.id);
      toast(PLAYGROUND_TOASTS.deleted());
    } catch {
      toast(PLAYGROUND_TOASTS.deleteFailed());
    }
  };

  const catalogueModels = catalogue.data ?? [];
  const configure = (
    <>
      <div className={styles.columns}>
        <PromptsCard
          prompts={prompts}
          onChange={setPrompts}
          onAdd={() => setPrompts([...prompts, newPrompt()])}
          library={library.data ?? []}
          variables={variables}
          onVariablesChange={setVariables}
          showVariables={showVariables}
          onToggleVariables={setShowVariables}
          showBatch={showBatch}
          onToggleBatch={setShowBatch}
          batchRows={batchRows}
          onCsvFile={(file) => void readCsv(file)}
        />
        <ModelsCard models={models} catalogue={catalogueModels} onChange={setModels} onAdd={() => setModels([...models, newModel(ADDED_MODEL)])} />
      </div>
      <div className={styles.actions}>
        <Input className={styles.sessionName} aria-label="Session name" placeholder="Session name" value={sessionName} onChange={(event) => setSessionName(event.target.value)} />
        <Checkbox checked={dryRun} onChange={(event) => setDryRun(event.target.checked)}>
          Dry run (send nothing to the models)
        </Checkbox>
        <Button onClick={() => void save()} loading={saveSession.isPending}>
          Save Session
        </Button>
        <Button type="primary" onClick={() => void execute()} disabled={executing}>
          {executing ? 'Executing...' : 'Execute'}
        </Button>
      </div>
      {estimate.data && (
        <p className={styles.estimate} data-testid="cost-estimate">
          Worst case: {formatCost(estimate.data.estimated_cost)} for {estimate.data.items - estimate.data.dry_run_items} model{' '}
          {estimate.data.items - estimate.data.dry_run_items === 1 ? 'call' : 'calls'}
          {estimate.data.dry_run_items > 0 ? ` (${estimate.data.dry_run_items} dry-run, not sent)` : ''}; {formatCost(estimate.data.remaining_budget)} left of today&apos;s budget on
          PromptForge&apos;s keys.
        </p>
      )}
      {estimate.isError && <p className={styles.estimate}>{estimate.error instanceof Error ? estimate.error.message : 'The cost could not be estimated.'}</p>}
    </>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Advanced Prompt Code Playground</h1>
          <p className={styles.subtitle}>Run prompts against several models side by side and compare output, latency, tokens and cost.</p>
        </div>
        <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setSessionsOpen(true)}>
          Saved Sessions
        </Button>
      </header>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'configure' | 'results')}
        items={[
          { key: 'configure', label: 'Configure', children: configure },
          {
            key: 'results',
            label: 'Results',
            disabled: results.length === 0 && !progress,
            children: (
              <ResultsView
                results={results}
                progress={progress}
                onConfigure={() => setTab('configure')}
                onSave={() => void save()}
                onCancel={() => {
                  if (runId.current) void cancelRun(runId.current).catch(() => undefined);
                }}
              />
            ),
          },
        ]}
      />
      <SessionsDialog
        open={sessionsOpen}
        sessions={sessions.data}
        loading={sessions.isPending && sessionsOpen}
        failed={sessions.isError}
        onRefresh={() => void sessions.refetch()}
        onClose={() => setSessionsOpen(false)}
        onLoad={load}
        onDelete={(session) => void remove(session)}
      />
    </div>
  );
}
