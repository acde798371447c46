import { Alert, App, Input, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { ApiError, serverMessage } from '@/api/errors';
import type { PromptVersion } from '../api/types';
import { type LabelEvent, useLabelHistory, useLabelMutations } from '../api/use-prompt-labels';
import { labelProblem, LATEST, moveNeedsConfirmation, orderLabels, PRODUCTION, versionWithLabel } from '../logic/labels';

const failed = (title: string, error: unknown) =>
  toast({ title, description: (error instanceof ApiError ? serverMessage(error.body) : undefined) ?? 'Please try again.', variant: 'destructive' });

/** A version's labels as tags; every one but `latest` can be taken off (production after a confirmation). */
export function LabelTags({ promptId, version }: { promptId: string; version: PromptVersion }) {
  const { removeLabel } = useLabelMutations(promptId);
  const { modal } = App.useApp();
  const remove = (label: string) =>
    modal.confirm({
      title: `Remove "${label}" from v${version.version}?`,
      content: label === PRODUCTION ? 'Apps that fetch the production label will get 404 (or latest, if they ask to fall back).' : undefined,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () =>
        removeLabel.mutateAsync({ label }).then(
          () => toast({ title: 'Label removed', description: `"${label}" is no longer on any version.`, variant: 'success' }),
          (error: unknown) => failed('Error removing label', error),
        ),
    });
  return (
    <>
      {orderLabels(version.labels).map((label) => (
        <Tag
          key={label}
          color={label === PRODUCTION ? 'green' : label === LATEST ? 'blue' : 'purple'}
          closable={label !== LATEST}
          closeIcon={label !== LATEST ? undefined : false}
          onClose={(event) => {
            event.preventDefault();
            remove(label);
          }}
          data-testid={`label-${version.version}-${label}`}
        >
          {label}
        </Tag>
      ))}
    </>
  );
}

/**
 * Sets a label (production or a custom one) on a version; moving production from another version asks first.
 * Keyed by the version where it is used, so every opening starts from `production`.
 */
export function SetLabelModal({ promptId, versions, version, onClose }: { promptId: string; versions: PromptVersion[]; version: PromptVersion | null; onClose(): void }) {
  const [label, setLabel] = useState(PRODUCTION);
  const [touched, setTouched] = useState(false);
  const { setLabel: save } = useLabelMutations(promptId);
  const { modal } = App.useApp();
  const problem = labelProblem(label);

  const apply = async () => {
    if (!version) return;
    try {
      await save.mutateAsync({ label, version: version.version });
      toast({ title: 'Label set', description: `"${label}" now points at v${version.version}.`, variant: 'success' });
      onClose();
    } catch (error) {
      failed('Error setting label', error);
    }
  };

  const submit = () => {
    setTouched(true);
    if (!version || problem) return;
    if (moveNeedsConfirmation(versions, label, version.version)) {
      const from = versionWithLabel(versions, label)?.version;
      modal.confirm({
        title: `Move production from v${from} to v${version.version}?`,
        content: 'Every app and script that fetches the production label gets this version from its next request.',
        okText: 'Move production',
        onOk: apply,
      });
      return;
    }
    void apply();
  };

  return (
    <Modal
      open={version !== null}
      title={version ? `Label version ${version.version}` : ''}
      okText="Set label"
      onOk={submit}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <label htmlFor="label-name">Label</label>
      <Input
        id="label-name"
        value={label}
        maxLength={32}
        onChange={(event) => setLabel(event.target.value.trim())}
        onPressEnter={submit}
        status={touched && problem ? 'error' : undefined}
        placeholder="production, staging, eu-rollout…"
      />
      <p style={{ marginTop: 8 }}>
        {touched && problem ? <span role="alert">{problem}</span> : 'production, or a label of your own (up to 10): lower-case letters, digits and hyphens.'}
      </p>
      {version && versionWithLabel(versions, label) && versionWithLabel(versions, label)?.version !== version.version && (
        <Alert type="info" showIcon title={`"${label}" is on v${versionWithLabel(versions, label)?.version} now: it will move to v${version.version}.`} />
      )}
    </Modal>
  );
}

const formatDateTime = (value: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
const move = (event: LabelEvent) =>
  event.fromVersion === null ? `set on v${event.toVersion}` : event.toVersion === null ? `removed from v${event.fromVersion}` : `v${event.fromVersion} → v${event.toVersion}`;

/** Every move of the prompt's labels: which label, from → to, who, how, when. */
export function LabelHistoryModal({ promptId, open, onClose }: { promptId: string; open: boolean; onClose(): void }) {
  const history = useLabelHistory(promptId, open);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Label history" width={760}>
      {history.isError && <Alert type="warning" showIcon title="The label history could not be loaded." />}
      <Table<LabelEvent>
        size="small"
        rowKey="id"
        loading={history.isPending}
        dataSource={history.data ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        scroll={{ x: true }}
        columns={[
          { title: 'Label', dataIndex: 'label', render: (label: string) => <Tag>{label}</Tag> },
          { title: 'Move', key: 'move', render: (_, event) => move(event) },
          { title: 'Who', key: 'who', render: (_, event) => `${event.actorEmail ?? 'deleted account'}${event.via === 'api-key' ? ' (API key)' : ''}` },
          { title: 'When', dataIndex: 'createdAt', render: formatDateTime },
        ]}
      />
    </Modal>
  );
}
