import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Card, Checkbox, Empty, Input, Modal, Progress, Radio, Select, Skeleton, Switch, Tabs, Tag } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { useModels } from '@/features/models/api/use-models';
import { ImportPromptDialog } from '@/features/prompt-lab/components/ImportPromptDialog';
import type { DocumentationJob, DocumentConfig, DocumentDto, DocumentType, PrdSection, TechAnalysisType } from '../api/types';
import { useAnalyzeDependencies, useDeleteDocument, useDocuments, useGenerateDocument, useSaveDocument } from '../api/use-documentation';
import { MarkdownPreview } from '../components/MarkdownPreview';
import styles from '../components/documentation.module.css';
import {
  ACCEPT_ATTRIBUTE,
  ANALYSIS_TYPES,
  ARCHITECTURE_APPROACHES,
  cardPreview,
  DEFAULT_TYPE,
  defaultConfig,
  DETAIL_LEVELS,
  DOCUMENT_TOASTS,
  DOCUMENT_TYPES,
  exportFileName,
  fileProblem,
  filterDocuments,
  generateError,
  MAX_FILES,
  PERSONAS,
  PRD_SECTIONS,
  saveError,
  sizeInKb,
  SPEC_FORMATS,
  SUPPORTED_FILES,
  TONES,
  typeLabel,
} from '../logic/documentation';

const MarkdownEditor = lazy(() => import('../components/MarkdownEditor'));

type TabKey = 'create' | 'edit' | 'documents';

const JOB_LABEL: Record<DocumentationJob['status'], string> = { queued: 'Queued…', running: 'Writing the document…', completed: 'Done', failed: 'Failed' };

/**
 * Automatic documentation generator (spec §2): create a document of one of six types from a source text (typed,
 * imported from Prompt Lab, or a dependency analysis), edit it as markdown with a safe live preview, save and export
 * it, and manage the saved documents.
 */
export default function DocumentationGeneratorPage() {
  const [tab, setTab] = useState<TabKey>('create');
  const [type, setType] = useState<DocumentType>(DEFAULT_TYPE);
  const [config, setConfig] = useState<DocumentConfig>(defaultConfig(DEFAULT_TYPE));
  const [title, setTitle] = useState('');
  const [source, setSource] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [importing, setImporting] = useState(false);
  const [progress, setProgress] = useState<DocumentationJob['status'] | null>(null);
  // The document being edited: its id once saved (or generated), its type, title and content.
  const [current, setCurrent] = useState<{ id: string | null; type: DocumentType; title: string; content: string }>({ id: null, type: DEFAULT_TYPE, title: '', content: '' });
  const [search, setSearch] = useState('');
  // 'offline' (the deterministic engine, default) or a model the user can run (has a key for).
  const [writer, setWriter] = useState('offline');
  const [toDelete, setToDelete] = useState<DocumentDto | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const documents = useDocuments(tab === 'documents');
  const models = useModels();
  const runnable = (models.data ?? []).filter((model) => model.available);
  const generate = useGenerateDocument();
  const save = useSaveDocument();
  const remove = useDeleteDocument();
  const analyze = useAnalyzeDependencies();

  const changeType = (next: DocumentType) => {
    setType(next);
    setConfig(defaultConfig(next));
  };
  const patch = (values: Partial<DocumentConfig>) => setConfig((previous) => ({ ...previous, ...values }));

  const runGenerate = async () => {
    const invalid = generateError(source, title);
    if (invalid) return toast(invalid);
    setProgress('queued');
    try {
      const result = await generate.mutateAsync({ input: { document_type: type, title, source_prompt_content: source, config_options: config, ...(writer !== 'offline' ? { model: writer } : {}) }, onProgress: setProgress });
      setCurrent({ id: result.document.id, type, title: result.document.title, content: result.content_markdown });
      setTab('edit');
      toast(DOCUMENT_TOASTS.generated());
    } catch (error) {
      toast(DOCUMENT_TOASTS.generateFailed(error));
    } finally {
      setProgress(null);
    }
  };

  const addFiles = (picked: FileList | null) => {
    if (!picked) return;
    const next = [...files];
    for (const file of Array.from(picked)) {
      const problem = fileProblem(file);
      if (problem) {
        toast({ title: 'Analysis Failed', description: problem, variant: 'destructive' });
        continue;
      }
      if (next.length >= MAX_FILES) {
        toast({ title: 'Analysis Failed', description: `At most ${MAX_FILES} files can be analyzed at once.`, variant: 'destructive' });
        break;
      }
      next.push(file);
    }
    setFiles(next);
    if (fileInput.current) fileInput.current.value = '';
  };

  const runAnalysis = async () => {
    if (files.length === 0) return toast(DOCUMENT_TOASTS.noFiles());
    try {
      const result = await analyze.mutateAsync({ files, types: config.tech_analysis_types ?? ['dependencies'] });
      setSource(result.analysis_prompt);
      toast(DOCUMENT_TOASTS.analyzed(result.files.length));
    } catch (error) {
      toast(DOCUMENT_TOASTS.analyzeFailed(error));
    }
  };

  const runSave = async () => {
    const invalid = saveError(current.content, current.title);
    if (invalid) return toast(invalid);
    try {
      const saved = await save.mutateAsync({ id: current.id, input: { title: current.title, document_type: current.type, content_markdown: current.content } });
      setCurrent((previous) => ({ ...previous, id: saved.id }));
      toast(DOCUMENT_TOASTS.saved());
    } catch (error) {
      toast(DOCUMENT_TOASTS.saveFailed(error));
    }
  };

  const runExport = () => {
    if (current.content.trim() === '') return toast(DOCUMENT_TOASTS.noContent());
    const name = exportFileName(current.title);
    const url = URL.createObjectURL(new Blob([current.content], { type: 'text/markdown;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast(DOCUMENT_TOASTS.exported(name));
  };

  const createNew = () => {
    changeType(DEFAULT_TYPE);
    setTitle('');
    setSource('');
    setFiles([]);
    setCurrent({ id: null, type: DEFAULT_TYPE, title: '', content: '' });
    setTab('create');
  };

  const openDocument = (doc: DocumentDto) => {
    setCurrent({ id: doc.id, type: doc.document_type, title: doc.title, content: doc.content_markdown });
    setTab('edit');
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      if (current.id === toDelete.id) setCurrent({ id: null, type: DEFAULT_TYPE, title: '', content: '' });
      setToDelete(null);
      toast(DOCUMENT_TOASTS.deleted());
    } catch {
      toast(DOCUMENT_TOASTS.deleteFailed());
    }
  };

  const createTab = (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Card size="small">
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Document type</legend>
            <Radio.Group value={type} onChange={(event) => changeType(event.target.value as DocumentType)} className={styles.typeGrid}>
              {DOCUMENT_TYPES.map((option) => (
                <Radio.Button key={option.value} value={option.value} className={styles.typeOption}>
                  <span className={styles.typeName}>{option.label}</span>
                  <span className={styles.typeHint}>{option.hint}</span>
                </Radio.Button>
              ))}
            </Radio.Group>
          </fieldset>
          <label htmlFor="doc-title" className={styles.label}>
            Title
          </label>
          <Input id="doc-title" value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} placeholder="e.g. Checkout redesign PRD" />
          <div className={styles.inputHeader}>
            <label htmlFor="doc-source" className={styles.label}>
              Source description
            </label>
            <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImporting(true)}>
              Import from Prompt Lab
            </Button>
          </div>
          <Input.TextArea
            id="doc-source"
            value={source}
            onChange={(event) => setSource(event.target.value)}
            rows={10}
            placeholder="Describe the product: who uses it, what they can do, constraints, numbers, technologies, open questions."
          />
        </Card>
      </div>
      <div className={styles.side}>
        <Card size="small" title="Configuration">
          <ConfigPanel type={type} config={config} patch={patch} />
          <div className={styles.field}>
            <span className={styles.label}>Written by</span>
            <Select
              aria-label="Written by"
              value={writer}
              onChange={setWriter}
              options={[{ value: 'offline', label: 'Offline engine (deterministic)' }, ...runnable.map((model) => ({ value: model.id, label: model.name }))]}
            />
          </div>
          {type === 'TechStack' && (
            <div className={styles.upload}>
              <p className={styles.muted}>Dependency files: {SUPPORTED_FILES} (up to {MAX_FILES}, 1 MB each).</p>
              <input ref={fileInput} type="file" multiple accept={ACCEPT_ATTRIBUTE} className={styles.srOnly} id="dependency-files" aria-label="Dependency files" onChange={(event) => addFiles(event.target.files)} />
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()}>
                Choose files
              </Button>
              {files.length > 0 && (
                <ul className={styles.fileList} aria-label="Selected files">
                  {files.map((file, index) => (
                    <li key={`${file.name}-${index}`}>
                      <span className={styles.fileName}>{file.name}</span>
                      <span className={styles.muted}>{sizeInKb(file.size)}</span>
                      <Button type="text" size="small" aria-label={`Remove ${file.name}`} icon={<DeleteOutlined aria-hidden />} onClick={() => setFiles(files.filter((_, i) => i !== index))} />
                    </li>
                  ))}
                </ul>
              )}
              <Button onClick={runAnalysis} loading={analyze.isPending} disabled={analyze.isPending}>
                {analyze.isPending ? 'Analyzing...' : 'Analyze Files'}
              </Button>
            </div>
          )}
        </Card>
        <Button type="primary" size="large" block onClick={runGenerate} loading={generate.isPending} disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate Document'}
        </Button>
        {progress && (
          <div role="status" className={styles.progress}>
            <Progress percent={progress === 'running' ? 60 : 20} status="active" showInfo={false} size="small" />
            <span className={styles.muted}>{JOB_LABEL[progress]}</span>
          </div>
        )}
      </div>
    </div>
  );

  const editTab = (
    <div className={styles.editor}>
      <div className={styles.editHeader}>
        <div className={styles.editTitle}>
          <label htmlFor="edit-title" className={styles.label}>
            Title
          </label>
          <Input id="edit-title" value={current.title} maxLength={200} onChange={(event) => setCurrent((previous) => ({ ...previous, title: event.target.value }))} />
        </div>
        <Tag>{typeLabel(current.type)}</Tag>
        <div className={styles.actions}>
          <Button type="primary" icon={<SaveOutlined aria-hidden />} onClick={runSave} loading={save.isPending}>
            Save
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={runExport} disabled={!current.id}>
            Export Markdown
          </Button>
        </div>
      </div>
      <div className={styles.split}>
        <section aria-label="Markdown editor" className={styles.pane}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 12 }} />}>
            <MarkdownEditor value={current.content} onChange={(content) => setCurrent((previous) => ({ ...previous, content }))} />
          </Suspense>
        </section>
        <section aria-label="Preview" className={`${styles.pane} ${styles.previewPane}`}>
          {current.content.trim() ? <MarkdownPreview content={current.content} /> : <Empty description="Generate a document or open one from My Documents." />}
        </section>
      </div>
    </div>
  );

  const shown = filterDocuments(documents.data ?? [], search);
  const documentsTab = (
    <div>
      <div className={styles.toolbar}>
        <Input allowClear prefix={<SearchOutlined aria-hidden />} placeholder="Search by title or type" aria-label="Search documents" value={search} onChange={(event) => setSearch(event.target.value)} className={styles.search} />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={createNew}>
          Create New
        </Button>
      </div>
      {documents.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {documents.isError && <p role="alert">Your documents could not be loaded. Please try again.</p>}
      {documents.isSuccess &&
        (shown.length === 0 ? (
          <Empty description="No documents found" />
        ) : (
          <ul className={styles.cards} aria-label="Documents">
            {shown.map((doc) => (
              <li key={doc.id}>
                <Card size="small" className={styles.card}>
                  <div className={styles.cardHeader}>
                    <h3 className={styles.cardTitle}>{doc.title}</h3>
                    <Button type="text" danger aria-label={`Delete ${doc.title}`} icon={<DeleteOutlined aria-hidden />} onClick={() => setToDelete(doc)} />
                  </div>
                  <div className={styles.cardMeta}>
                    <Tag>{typeLabel(doc.document_type)}</Tag>
                    <span className={styles.muted}>{new Date(doc.created_at).toLocaleDateString()}</span>
                  </div>
                  <p className={styles.cardPreview}>{cardPreview(doc.content_markdown)}</p>
                  <Button onClick={() => openDocument(doc)}>Edit Document</Button>
                </Card>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Automatic Documentation Generator</h1>
        <p className={styles.subtitle}>Requirements, architecture, specs, system messages, API docs and tech stack analyses in markdown, built from your description.</p>
      </header>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          { key: 'create', label: 'Create Document', children: createTab },
          { key: 'edit', label: 'Edit & Export', children: editTab },
          { key: 'documents', label: 'My Documents', children: documentsTab },
        ]}
      />
      <ImportPromptDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImport={(prompt) => {
          setSource(prompt.content);
          setImporting(false);
          toast(DOCUMENT_TOASTS.imported(prompt.name));
        }}
      />
      <Modal
        title="Delete Document"
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        onOk={confirmDelete}
        okText={remove.isPending ? 'Deleting...' : 'Delete'}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText="Cancel"
      >
        <p>Are you sure you want to delete &quot;{toDelete?.title}&quot;? This action cannot be undone.</p>
      </Modal>
    </div>
  );
}

function ConfigPanel({ type, config, patch }: { type: DocumentType; config: DocumentConfig; patch: (values: Partial<DocumentConfig>) => void }) {
  const detail = (
    <Field label="Detail level">
      <Select aria-label="Detail level" value={config.detail_level} onChange={(detail_level) => patch({ detail_level })} options={[...DETAIL_LEVELS]} />
    </Field>
  );
  const examples = (
    <label className={styles.switchRow}>
      <Switch checked={config.include_examples ?? false} onChange={(include_examples) => patch({ include_examples })} aria-label="Include examples" />
      Include examples
    </label>
  );
  switch (type) {
    case 'PRD':
      return (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Sections</legend>
            <Checkbox.Group className={styles.checks} value={config.prd_sections} onChange={(values) => patch({ prd_sections: values as PrdSection[] })} options={PRD_SECTIONS.map((s) => ({ value: s.value, label: s.label }))} />
          </fieldset>
          {detail}
        </>
      );
    case 'Architecture':
      return (
        <>
          <Field label="Approach">
            <Select aria-label="Approach" value={config.architecture_approach} onChange={(architecture_approach) => patch({ architecture_approach })} options={[...ARCHITECTURE_APPROACHES]} />
          </Field>
          {detail}
        </>
      );
    case 'Specs':
      return (
        <>
          <Field label="Format">
            <Select aria-label="Format" value={config.spec_format} onChange={(spec_format) => patch({ spec_format })} options={[...SPEC_FORMATS]} />
          </Field>
          {detail}
          {examples}
        </>
      );
    case 'SystemMessage':
      return (
        <>
          <Field label="Tone">
            <Select aria-label="Tone" value={config.system_message_tone} onChange={(system_message_tone) => patch({ system_message_tone })} options={[...TONES]} />
          </Field>
          <Field label="Persona">
            <Select aria-label="Persona" value={config.system_message_persona} onChange={(system_message_persona) => patch({ system_message_persona })} options={[...PERSONAS]} />
          </Field>
        </>
      );
    case 'API':
      return (
        <>
          {detail}
          {examples}
        </>
      );
    case 'TechStack':
      return (
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Analysis</legend>
          <Checkbox.Group className={styles.checks} value={config.tech_analysis_types} onChange={(values) => patch({ tech_analysis_types: values as TechAnalysisType[] })} options={ANALYSIS_TYPES.map((a) => ({ value: a.value, label: a.label }))} />
        </fieldset>
      );
  }
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      {children}
    </div>
  );
}
