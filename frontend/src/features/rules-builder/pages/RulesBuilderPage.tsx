import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Card, Checkbox, Input, Modal, Select, Skeleton, Tabs, Tag } from 'antd';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { toast } from '@/components/toast';
import { useCreateRule, useDeleteRule, useImportRules, useRules, useRuleTemplates, useUpdateRule, type Rule, type RuleTemplate } from '../api/rules';
import { ConfirmRiskyExport, ExportForEditorDialog, ZipExportDialog } from '../components/ExportDialogs';
import { LintBadge } from '../components/LintFindings';
import { PortugueseGuide } from '../components/PortugueseGuide';
import { draftFromRule, draftFromTemplate, EMPTY_DRAFT, RuleDialog, type RuleDraft } from '../components/RuleDialog';
import styles from '../components/rules-builder.module.css';
import { download, filterRules, formatDate, preview, readImportFiles, RULE_TOASTS, specExportContent, specExportFileName, TARGET_SOFTWARE } from '../logic/rules';

const SOFTWARE_FILTER = [{ value: 'all', label: 'All software' }, ...TARGET_SOFTWARE.map((value) => ({ value, label: value }))];

/**
 * Rules builder (spec §2): 'My Rules' (search, software filter, create, cards with Export and Delete) and
 * 'Templates' (filter, cards with 'Use Template', how-to card), the Portuguese guide at the bottom. Beyond the
 * spec: editing, activation and file patterns, the security lint, 'Export for editor', import, multi-select ZIP.
 */
export default function RulesBuilderPage() {
  const rules = useRules();
  const templates = useRuleTemplates();
  const createRule = useCreateRule();
  const updateRule = useUpdateRule();
  const deleteRule = useDeleteRule();
  const importRules = useImportRules();

  const [tab, setTab] = useState('my-rules');
  const [search, setSearch] = useState('');
  const [software, setSoftware] = useState('all');
  const [templateSoftware, setTemplateSoftware] = useState('all');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Rule | null>(null);
  // The create form keeps what was typed when the dialog is cancelled (spec §4 resets it only after a create).
  const [createDraft, setCreateDraft] = useState<RuleDraft>(EMPTY_DRAFT);
  const [editDraft, setEditDraft] = useState<RuleDraft>(EMPTY_DRAFT);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [exportingForEditor, setExportingForEditor] = useState<Rule | null>(null);
  const [confirmExport, setConfirmExport] = useState<Rule | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [zipRules, setZipRules] = useState<Rule[] | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const all = rules.data ?? [];
  const visible = filterRules(all, search, software);
  const filtering = search.trim() !== '' || software !== 'all';
  const visibleTemplates = filterRules(templates.data ?? [], '', templateSoftware);
  const selectedRules = all.filter((rule) => selected.includes(rule.id));

  const openCreate = (template?: RuleTemplate) => {
    setEditing(null);
    // Spec §4: the create dialog filled with the template's content and target, and 'Based on: …' when the name is empty.
    if (template) setCreateDraft((current) => draftFromTemplate(current, template));
    setDialogOpen(true);
  };
  const openEdit = (rule: Rule) => {
    setEditing(rule);
    setEditDraft(draftFromRule(rule));
    setDialogOpen(true);
  };
  const closeDialog = () => {
    setDialogOpen(false);
    setEditing(null);
  };

  const save = async (value: RuleDraft) => {
    const body = { name: value.name.trim(), content: value.content, target_software: value.targetSoftware, activation: value.activation, globs: value.globs, description: value.description.trim() };
    if (editing) {
      try {
        await updateRule.mutateAsync({ id: editing.id, ...body });
        toast(RULE_TOASTS.updated());
        closeDialog();
      } catch (error) {
        toast(RULE_TOASTS.updateFailed(error));
      }
      return;
    }
    try {
      await createRule.mutateAsync(body);
      toast(RULE_TOASTS.created());
      // Spec §4: the dialog closes, the form resets (empty name and content, target cursor.ai), the list refreshes.
      setCreateDraft(EMPTY_DRAFT);
      closeDialog();
      setTab('my-rules');
    } catch (error) {
      toast(RULE_TOASTS.createFailed(error));
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteRule.mutateAsync(deleting.id);
      toast(RULE_TOASTS.deleted());
      setSelected((ids) => ids.filter((id) => id !== deleting.id));
    } catch (error) {
      toast(RULE_TOASTS.deleteFailed(error));
    }
    setDeleting(null);
  };

  const specExport = (rule: Rule) => {
    const fileName = specExportFileName(rule);
    download(fileName, specExportContent(rule));
    toast(RULE_TOASTS.exported(fileName));
  };
  const exportRule = (rule: Rule) => (rule.lint.counts.high > 0 ? setConfirmExport(rule) : specExport(rule));

  const importFiles = async (files: File[]) => {
    if (!files.length) return;
    try {
      const read = await readImportFiles(files);
      if (!read.length) {
        toast(RULE_TOASTS.imported(0, files.length));
        return;
      }
      const result = await importRules.mutateAsync(read);
      toast(RULE_TOASTS.imported(result.created.length, result.skipped.length));
    } catch (error) {
      toast(RULE_TOASTS.importFailed(error));
    }
  };

  const myRules = (
    <div className={styles.tabBody}>
      <div className={styles.toolbar}>
        <Input.Search allowClear placeholder="Search rules by name or content" aria-label="Search rules" value={search} onChange={(e) => setSearch(e.target.value)} className={styles.search} />
        <Select aria-label="Filter by software" value={software} onChange={setSoftware} options={SOFTWARE_FILTER} className={styles.filter} />
        <div className={styles.toolbarActions}>
          {selected.length > 0 && (
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setZipRules(selectedRules)}>
              Export {selected.length} as ZIP
            </Button>
          )}
          <Button icon={<UploadOutlined aria-hidden />} loading={importRules.isPending} onClick={() => fileInput.current?.click()}>
            Import
          </Button>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            data-testid="import-input"
            accept=".md,.mdc,.txt,.xml,.zip,.cursorrules,.windsurfrules,.clinerules,.roo,.cli"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              void importFiles(files);
            }}
          />
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openCreate()}>
            Create New Rule
          </Button>
        </div>
      </div>
      {rules.isPending ? (
        <Skeleton active />
      ) : visible.length === 0 ? (
        <EmptyState
          title="No rules found"
          description={filtering ? 'No rules match your search or software filter. Try other words or another filter.' : 'Create your first rule, or start from one of the 12 templates.'}
          action={
            !filtering && (
              <Button type="primary" onClick={() => setTab('templates')}>
                Browse Templates
              </Button>
            )
          }
        />
      ) : (
        <>
          {visible.length > 1 && (
            <Checkbox
              className={styles.selectAll}
              checked={visible.every((rule) => selected.includes(rule.id))}
              indeterminate={visible.some((rule) => selected.includes(rule.id)) && !visible.every((rule) => selected.includes(rule.id))}
              onChange={(e) => setSelected(e.target.checked ? visible.map((rule) => rule.id) : [])}
            >
              Select all
            </Checkbox>
          )}
          <ul className={styles.grid} aria-label="My rules">
            {visible.map((rule) => (
              <li key={rule.id}>
                <Card className={styles.card} size="small">
                  <div className={styles.cardHead}>
                    <Checkbox
                      aria-label={`Select ${rule.name}`}
                      checked={selected.includes(rule.id)}
                      onChange={(e) => setSelected((ids) => (e.target.checked ? [...ids, rule.id] : ids.filter((id) => id !== rule.id)))}
                    />
                    <h3 className={styles.cardTitle}>{rule.name}</h3>
                  </div>
                  <div className={styles.meta}>
                    <Tag>{rule.targetSoftware}</Tag>
                    <LintBadge lint={rule.lint} />
                    <span className={styles.muted}>Updated {formatDate(rule.updatedAt)}</span>
                  </div>
                  <p className={styles.preview}>{preview(rule.content)}</p>
                  <div className={styles.cardActions}>
                    <Button size="small" onClick={() => openEdit(rule)}>
                      Edit
                    </Button>
                    <Button size="small" onClick={() => exportRule(rule)}>
                      Export
                    </Button>
                    <Button size="small" onClick={() => setExportingForEditor(rule)}>
                      Export for editor
                    </Button>
                    <Button size="small" danger onClick={() => setDeleting(rule)}>
                      Delete
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );

  const templatesTab = (
    <div className={styles.tabBody}>
      <div className={styles.toolbar}>
        <Select aria-label="Filter templates by software" value={templateSoftware} onChange={setTemplateSoftware} options={SOFTWARE_FILTER} className={styles.filter} />
      </div>
      <div className={styles.templatesLayout}>
        {templates.isPending ? (
          <Skeleton active />
        ) : visibleTemplates.length === 0 ? (
          <EmptyState title="No templates found" description="No template targets this software. Pick another filter." />
        ) : (
          <ul className={styles.grid} aria-label="Templates">
            {visibleTemplates.map((template) => (
              <li key={template.id}>
                <Card className={styles.card} size="small">
                  <h3 className={styles.cardTitle}>{template.name}</h3>
                  <div className={styles.meta}>
                    <Tag>{template.targetSoftware}</Tag>
                    <Tag color="processing">{template.category}</Tag>
                  </div>
                  <p className={styles.description}>{template.description}</p>
                  <p className={styles.preview}>{preview(template.content)}</p>
                  <div className={styles.cardActions}>
                    <Button size="small" type="primary" onClick={() => openCreate(template)}>
                      Use Template
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Card className={styles.howTo} size="small">
          <h2 className={styles.sectionTitle}>How to Use Templates</h2>
          <ol className={styles.guideList}>
            <li>Pick a template for your stack or your editor and click &quot;Use Template&quot;.</li>
            <li>Rename it, set the target software and when it applies, and adapt the content to your project.</li>
            <li>Create the rule, then export it as a file or with &quot;Export for editor&quot; for the exact path your editor reads.</li>
            <li>Keep rules short and specific; split big ones by language or folder.</li>
          </ol>
        </Card>
      </div>
    </div>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Rules Builder</h1>
        <p className={styles.subtitle}>Rule files for AI coding editors: write them, start from templates, check them for risky instructions and export them where each editor reads them.</p>
      </header>

      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'my-rules', label: 'My Rules', children: myRules },
          { key: 'templates', label: 'Templates', children: templatesTab },
        ]}
      />

      <PortugueseGuide />

      <RuleDialog
        open={dialogOpen}
        editing={editing}
        draft={editing ? editDraft : createDraft}
        onDraftChange={editing ? setEditDraft : setCreateDraft}
        templates={templates.data ?? []}
        saving={createRule.isPending || updateRule.isPending}
        onCancel={closeDialog}
        onSave={(value) => void save(value)}
      />
      <Modal
        open={deleting !== null}
        title="Delete rule"
        okText="Delete"
        okButtonProps={{ danger: true, loading: deleteRule.isPending }}
        onOk={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && <p>Are you sure you want to delete &quot;{deleting.name}&quot;? This action cannot be undone.</p>}
      </Modal>
      <ExportForEditorDialog rule={exportingForEditor} onClose={() => setExportingForEditor(null)} />
      <ZipExportDialog rules={zipRules} onClose={() => setZipRules(null)} />
      <ConfirmRiskyExport
        rule={confirmExport}
        onCancel={() => setConfirmExport(null)}
        onConfirm={() => {
          if (confirmExport) specExport(confirmExport);
          setConfirmExport(null);
        }}
      />
    </div>
  );
}
