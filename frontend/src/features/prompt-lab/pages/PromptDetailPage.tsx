import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { Alert, Button, Card, Input, Modal, Result, Select, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { LinkButton } from '@/components/LinkButton';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useModels } from '@/features/models/api/use-models';
import type { Prompt, PromptVersion } from '../api/types';
import { usePrompt } from '../api/use-prompt';
import { usePromptVersions } from '../api/use-prompt-versions';
import { useUpdatePrompt } from '../api/use-update-prompt';
import { AnalysisTab } from '../components/AnalysisTab';
import { AssistantTab } from '../components/AssistantTab';
import { ContextCheckTab } from '../components/ContextCheckTab';
import { DnaTab } from '../components/DnaTab';
import styles from '../components/prompt-lab.module.css';
import type { ToolProps } from '../components/tool-parts';
import { VariationsTab } from '../components/VariationsTab';
import { VersionHistory } from '../components/VersionHistory';
import { isDirty, versionActionBlock, type PromptDraft } from '../logic/editing';
import { engineOptions, OFFLINE } from '../logic/engine';
import { PROMPT_TOASTS, SAVE_NOTES } from '../logic/notices';

/** Prompt detail (spec §2, §4): the prompt, its versions and the five AI tools; 'Prompt not found' when missing. */
export default function PromptDetailPage() {
  const { id = '' } = useParams();
  const prompt = usePrompt(id);

  if (prompt.isPending) {
    return (
      <div className={styles.loading}>
        <Spin size="large" description="Loading the prompt" />
      </div>
    );
  }
  if (prompt.isError) {
    const missing = prompt.error instanceof ApiError && (prompt.error.status === 404 || prompt.error.status === 400);
    return (
      <div className={styles.page}>
        <Result
          status={missing ? '404' : 'error'}
          title={missing ? 'Prompt not found' : 'The prompt could not be loaded'}
          subTitle={missing ? 'It may have been deleted, or the link is wrong.' : 'Check your connection and try again.'}
          extra={
            missing ? (
              <LinkButton to={paths.promptLab} type="primary">
                Back to Prompt Lab
              </LinkButton>
            ) : (
              <Button type="primary" loading={prompt.isFetching} onClick={() => void prompt.refetch()}>
                Try Again
              </Button>
            )
          }
        />
      </div>
    );
  }
  // Keyed by id so a different prompt starts with a fresh editor.
  return <PromptWorkspace key={prompt.data.id} prompt={prompt.data} />;
}

const savedDraft = (source: { content: string; systemPrompt: string | null }): PromptDraft => ({
  content: source.content,
  systemPrompt: source.systemPrompt ?? '',
});

const toBody = (draft: PromptDraft) => ({ content: draft.content, systemPrompt: draft.systemPrompt === '' ? null : draft.systemPrompt });

function PromptWorkspace({ prompt }: { prompt: Prompt }) {
  const navigate = useNavigate();
  const versions = usePromptVersions(prompt.id);
  const models = useModels();
  const update = useUpdatePrompt();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<PromptDraft>(() => savedDraft(prompt));
  const [selectedVersion, setSelectedVersion] = useState(prompt.currentVersion);
  const [reverting, setReverting] = useState<number | null>(null);
  const [engine, setEngine] = useState(OFFLINE);
  // The save dialog: null while closed, else the note typed so far ('' sends the default note).
  const [note, setNote] = useState<string | null>(null);

  const saved = savedDraft(prompt);
  const dirty = isDirty(draft, saved);
  const modelList = models.data ?? [];
  const modelName = modelList.find((model) => model.id === prompt.llmModelDefault)?.name ?? prompt.llmModelDefault;

  const cancel = () => {
    setDraft(saved);
    setSelectedVersion(prompt.currentVersion);
    setEditing(false);
  };

  const save = async () => {
    try {
      const updated = await update.mutateAsync({ id: prompt.id, input: { ...toBody(draft), notes: note?.trim() || SAVE_NOTES } });
      setNote(null);
      setDraft(savedDraft(updated));
      setSelectedVersion(updated.currentVersion);
      setEditing(false);
      toast(PROMPT_TOASTS.saved);
    } catch (error) {
      toast(PROMPT_TOASTS.saveFailed(error));
    }
  };

  const selectVersion = (version: PromptVersion) => {
    const block = versionActionBlock('load', editing, dirty);
    if (block) return void toast(PROMPT_TOASTS[block]);
    setDraft(savedDraft(version));
    setSelectedVersion(version.version);
  };

  const revert = async (version: PromptVersion) => {
    const block = versionActionBlock('revert', editing, dirty);
    if (block) return void toast(PROMPT_TOASTS[block]);
    setReverting(version.version);
    try {
      // Spec §7: a revert sends the old content and system prompt only; the server notes which version it restores.
      const updated = await update.mutateAsync({ id: prompt.id, input: toBody(savedDraft(version)) });
      setDraft(savedDraft(updated));
      setSelectedVersion(updated.currentVersion);
      toast(PROMPT_TOASTS.restored(version.version));
    } catch (error) {
      toast(PROMPT_TOASTS.restoreFailed(error));
    } finally {
      setReverting(null);
    }
  };

  const toolProps: ToolProps = {
    content: draft.content,
    systemPrompt: draft.systemPrompt,
    engine,
    models: modelList,
    editing,
    onUse: (content) => setDraft((current) => ({ ...current, content })),
  };

  return (
    <div className={styles.page}>
      <Button type="link" className={styles.backLink} icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate(paths.promptLab)}>
        Prompt Lab
      </Button>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{prompt.name}</h1>
          {prompt.description && <p className={styles.subtitle}>{prompt.description}</p>}
        </div>
        <div className={styles.cardMeta}>
          <Tag color="blue">{modelName}</Tag>
          <Tag>v{prompt.currentVersion}</Tag>
          <LinkButton to={`${paths.securityCompliance}?prompt=${prompt.id}`} icon={<SafetyOutlined aria-hidden />}>
            Security scan
          </LinkButton>
        </div>
      </header>

      <div className={styles.detailGrid}>
        <Card
          title={editing ? 'Editing' : 'Prompt'}
          extra={
            <div className={styles.editorActions}>
              {editing ? (
                <>
                  <Button onClick={cancel} disabled={update.isPending}>
                    Cancel
                  </Button>
                  <Button type="primary" onClick={() => setNote('')} loading={update.isPending && reverting === null}>
                    Save Changes
                  </Button>
                </>
              ) : (
                <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)} disabled={reverting !== null}>
                  Edit
                </Button>
              )}
            </div>
          }
        >
          {selectedVersion !== prompt.currentVersion && (
            <Alert
              className={styles.viewingNote}
              type="info"
              showIcon
              title={`Showing version ${selectedVersion}. Revert it to make it the current prompt${editing ? ', or save your edits as a new version' : ''}.`}
            />
          )}
          <label className={styles.field}>
            <span className={styles.fieldLabel}>Prompt content</span>
            <Input.TextArea
              className={styles.mono}
              value={draft.content}
              disabled={!editing}
              onChange={(event) => setDraft({ ...draft, content: event.target.value })}
              autoSize={{ minRows: 8, maxRows: 24 }}
              aria-label="Prompt content"
            />
          </label>
          <label className={styles.field}>
            <span className={styles.fieldLabel}>System prompt</span>
            <Input.TextArea
              className={styles.mono}
              value={draft.systemPrompt}
              disabled={!editing}
              placeholder={editing ? 'Instructions sent as the system message' : 'No system prompt'}
              onChange={(event) => setDraft({ ...draft, systemPrompt: event.target.value })}
              autoSize={{ minRows: 3, maxRows: 12 }}
              aria-label="System prompt"
            />
          </label>
        </Card>
        <VersionHistory
          promptId={prompt.id}
          model={prompt.llmModelDefault}
          versions={versions.data}
          failed={versions.isError}
          onRetry={() => void versions.refetch()}
          currentVersion={prompt.currentVersion}
          selectedVersion={selectedVersion}
          reverting={reverting}
          onSelect={selectVersion}
          onRevert={(version) => void revert(version)}
        />
      </div>

      <Modal
        title="Save changes"
        open={note !== null}
        okText="Save"
        onOk={() => void save()}
        confirmLoading={update.isPending}
        onCancel={() => setNote(null)}
        destroyOnHidden
      >
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Version note (optional)</span>
          <Input
            value={note ?? ''}
            onChange={(event) => setNote(event.target.value)}
            onPressEnter={() => void save()}
            placeholder={SAVE_NOTES}
            maxLength={500}
            aria-label="Version note"
            autoFocus
          />
        </label>
        <p className={styles.muted}>Saved as version {prompt.currentVersion + 1}. Without a note it reads '{SAVE_NOTES}'.</p>
      </Modal>

      <Card
        className={styles.toolsCard}
        title={
          <div className={styles.toolsHeader}>
            <span>AI Optimization</span>
            <label className={styles.engine}>
              Engine
              <Select value={engine} onChange={setEngine} options={engineOptions(modelList)} style={{ minWidth: 180 }} aria-label="Engine" popupMatchSelectWidth={false} />
            </label>
            {models.data && !modelList.some((model) => model.available) && (
              <span className={`${styles.muted} ${styles.engineHint}`} data-testid="engine-key-hint">
                To run the tools with a model, add a key in <Link to={`${paths.settings}?tab=llm-providers`}>Settings → LLM Providers</Link>.
              </span>
            )}
          </div>
        }
      >
        <Tabs
          items={[
            { key: 'analysis', label: 'Analysis', children: <AnalysisTab {...toolProps} /> },
            { key: 'variations', label: 'Variations', children: <VariationsTab {...toolProps} /> },
            { key: 'context', label: 'Context Check', children: <ContextCheckTab {...toolProps} /> },
            { key: 'dna', label: 'Prompt DNA', children: <DnaTab {...toolProps} /> },
            { key: 'assistant', label: 'AI Assistant', children: <AssistantTab {...toolProps} /> },
          ]}
        />
      </Card>
    </div>
  );
}
