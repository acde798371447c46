import { DeleteOutlined, KeyOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Popconfirm, Skeleton, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useApiKeys, type ApiKey } from '../api/use-api-keys';
import { useCreateApiKey, type CreatedApiKey } from '../api/use-create-api-key';
import { useDeleteApiKey } from '../api/use-delete-api-key';
import { FALLBACK, SUCCESS } from '../logic/feedback';
import { formatDate, formatLastUsed, keyHint } from '../logic/format';
import { apiKeyNameError } from '../logic/validation';
import { ApiKeySecretModal } from './ApiKeySecretModal';
import { ruleFrom } from './form-rules';
import { useFeedback } from './use-feedback';
import styles from './settings.module.css';

interface CreateValues {
  name: string;
}

/** Spec §2 API Keys tab: the list, a create form, delete per key; a new key's secret is shown once. */
export function ApiKeysTab() {
  const feedback = useFeedback();
  const keys = useApiKeys();
  const createKey = useCreateApiKey();
  const deleteKey = useDeleteApiKey();
  const [form] = Form.useForm<CreateValues>();
  // The secret lives only here, until the dialog closes.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  // Phones get one card per key (name, key, creation date, last use): a table would hide columns.
  const phone = useMediaQuery(PHONE_QUERY);

  // Spec §7: a failed load is only logged.
  useEffect(() => {
    if (keys.error) console.error('Failed to load API keys', keys.error);
  }, [keys.error]);

  const create = async ({ name }: CreateValues) => {
    try {
      const key = await createKey.mutateAsync(name.trim());
      form.resetFields();
      setCreated(key);
      feedback.success(SUCCESS.apiKeyCreated);
    } catch (error) {
      feedback.failure(error, FALLBACK.apiKeyCreate);
    }
  };

  const remove = async (key: ApiKey) => {
    try {
      await deleteKey.mutateAsync(key.id);
      feedback.success(SUCCESS.apiKeyDeleted);
    } catch (error) {
      feedback.failure(error, FALLBACK.apiKeyDelete);
    }
  };

  const deleteControl = (key: ApiKey) => (
    <Popconfirm
      title={`Delete the key “${key.name}”?`}
      description="Anything that uses it stops working at once."
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={() => remove(key)}
    >
      <Button danger type="text" icon={<DeleteOutlined aria-hidden />} aria-label={`Delete API key ${key.name}`}>
        Delete
      </Button>
    </Popconfirm>
  );

  const empty = <EmptyState compact icon={KeyOutlined} description="No API keys yet." />;

  const columns: TableColumnsType<ApiKey> = [
    { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string) => <span className={styles.keyName}>{name}</span> },
    {
      title: 'Key',
      dataIndex: 'prefix',
      key: 'prefix',
      render: (prefix: string) => <code className={styles.keyPrefix}>{keyHint(prefix)}</code>,
    },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value) },
    { title: 'Last used', dataIndex: 'lastUsedAt', key: 'lastUsedAt', render: (value: string | null) => formatLastUsed(value) },
    {
      title: <span className={styles.visuallyHidden}>Actions</span>,
      key: 'actions',
      align: 'right',
      render: (_value, key) => deleteControl(key),
    },
  ];

  const cards = keys.isPending ? (
    <Skeleton active title={false} paragraph={{ rows: 3 }} />
  ) : (keys.data ?? []).length === 0 ? (
    empty
  ) : (
    <ul className={styles.keyCards} aria-label="API keys">
      {(keys.data ?? []).map((key) => (
        <li key={key.id} className={styles.keyCard}>
          <div className={styles.keyCardHead}>
            <span className={styles.keyName}>{key.name}</span>
            {deleteControl(key)}
          </div>
          <code className={styles.keyPrefix}>{keyHint(key.prefix)}</code>
          <dl className={styles.keyFacts}>
            <div>
              <dt>Created</dt>
              <dd>{formatDate(key.createdAt)}</dd>
            </div>
            <div>
              <dt>Last used</dt>
              <dd>{formatLastUsed(key.lastUsedAt)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );

  return (
    <Card title="API Keys" className={styles.card}>
      <p className={styles.cardIntro}>
        API keys let scripts, CI jobs and the PromptForge CLI act on your behalf. Send one as{' '}
        <code className={styles.inlineCode}>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      <Form<CreateValues> form={form} name="create-api-key" layout="vertical" requiredMark={false} onFinish={create} className={styles.createKeyForm}>
        <Form.Item label="New key name" name="name" rules={[ruleFrom(apiKeyNameError)]} validateTrigger={['onSubmit']} className={styles.grow}>
          <Input placeholder="e.g. CI pipeline" maxLength={100} prefix={<KeyOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item label=" " colon={false} className={styles.createKeyButton}>
          <Button type="primary" htmlType="submit" loading={createKey.isPending}>
            Create Key
          </Button>
        </Form.Item>
      </Form>
      {phone ? (
        cards
      ) : (
        <Table<ApiKey>
          rowKey="id"
          columns={columns}
          dataSource={keys.data ?? []}
          loading={keys.isPending}
          pagination={false}
          size="middle"
          locale={{ emptyText: empty }}
        />
      )}
      <ApiKeySecretModal apiKey={created} onClose={() => setCreated(null)} onCopied={() => feedback.success(SUCCESS.copied)} onCopyFailed={(error) => feedback.failure(error)} />
    </Card>
  );
}
