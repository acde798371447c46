import { DeleteOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Form, Input, Popconfirm, Tag } from 'antd';
import { useEffect, useId } from 'react';
import type { ProviderKey } from '../api/use-provider-keys';
import { API_KEY_MAX_LENGTH, apiKeyError, BASE_URL_MAX_LENGTH, baseUrlError, keyStatus } from '../logic/provider-keys';
import { ruleFrom } from './form-rules';
import styles from './settings.module.css';

export interface ProviderKeyValues {
  apiKey: string;
  baseUrl: string;
}

interface Props {
  row: ProviderKey;
  saving: boolean;
  testing: boolean;
  removing: boolean;
  /** Resolves true when the key was saved (the key field is then cleared). */
  onSave(values: ProviderKeyValues): Promise<boolean>;
  onTest(): void;
  onRemove(): void;
}

/** One provider of the LLM Providers tab: its key status, a key form, and Test / Remove. */
export function ProviderKeyItem({ row, saving, testing, removing, onSave, onTest, onRemove }: Props) {
  const [form] = Form.useForm<ProviderKeyValues>();
  const titleId = useId();
  const status = keyStatus(row);
  const hasOwnKey = row.status === 'user';

  // Show the stored base URL whenever the server reports a new one (after a save or a removal).
  useEffect(() => {
    form.setFieldValue('baseUrl', row.baseUrl ?? '');
  }, [form, row.baseUrl]);

  const save = async (values: ProviderKeyValues) => {
    if (await onSave(values)) form.setFieldValue('apiKey', '');
  };

  return (
    <li className={styles.providerItem} aria-labelledby={titleId}>
      <div className={styles.providerHeader}>
        <span id={titleId} className={styles.rowTitle}>
          {row.label}
        </span>
        <Tag color={status.tone} className={styles.providerStatus}>
          {status.text}
        </Tag>
      </div>
      <Form<ProviderKeyValues>
        form={form}
        name={`provider-key-${row.provider}`}
        layout="vertical"
        requiredMark={false}
        initialValues={{ apiKey: '', baseUrl: row.baseUrl ?? '' }}
        onFinish={save}
        className={styles.providerForm}
      >
        <Form.Item label="API key" name="apiKey" rules={[ruleFrom(apiKeyError)]} validateTrigger={['onSubmit']} className={styles.providerField}>
          <Input.Password
            placeholder={hasOwnKey ? `Replace your key ${row.maskedKey ?? ''}`.trimEnd() : 'Paste your key'}
            maxLength={API_KEY_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
          />
        </Form.Item>
        <Form.Item label="Base URL (optional)" name="baseUrl" rules={[ruleFrom(baseUrlError)]} validateTrigger={['onSubmit']} className={styles.providerField}>
          <Input placeholder="The provider's usual address" inputMode="url" maxLength={BASE_URL_MAX_LENGTH} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <div className={styles.providerActions}>
          <Button type="primary" htmlType="submit" loading={saving} aria-label={`Save ${row.label} key`}>
            Save
          </Button>
          <Button
            icon={<ThunderboltOutlined aria-hidden />}
            loading={testing}
            disabled={row.status === 'none'}
            onClick={onTest}
            aria-label={`Test ${row.label} key`}
          >
            Test
          </Button>
          <Popconfirm
            title={`Remove your ${row.label} key?`}
            description="Calls to this provider then use the server's key, if there is one."
            okText="Remove"
            okButtonProps={{ danger: true }}
            onConfirm={onRemove}
            disabled={!hasOwnKey}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing} disabled={!hasOwnKey} aria-label={`Remove ${row.label} key`}>
              Remove
            </Button>
          </Popconfirm>
        </div>
      </Form>
    </li>
  );
}
