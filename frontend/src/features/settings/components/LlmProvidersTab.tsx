import { Alert, Button, Card, Skeleton } from 'antd';
import { toast } from '@/components/toast';
import { useProviderKeys, type ProviderKey } from '../api/use-provider-keys';
import { useRemoveProviderKey } from '../api/use-remove-provider-key';
import { useSaveProviderKey } from '../api/use-save-provider-key';
import { useTestProviderKey } from '../api/use-test-provider-key';
import { FALLBACK, failureDescription, SUCCESS } from '../logic/feedback';
import { providerKeyInput, testFailed, testOutcome } from '../logic/provider-keys';
import { ProviderKeyItem, type ProviderKeyValues } from './ProviderKeyItem';
import { useFeedback } from './use-feedback';
import styles from './settings.module.css';

/**
 * Issue 5, bring your own key: one row per provider with where its key comes from, a form to save the
 * user's key (and an optional base URL), Test (one minimal real call) and Remove. Keys go to the server
 * once and never come back; the list shows only their last four characters.
 */
export function LlmProvidersTab() {
  const feedback = useFeedback();
  const keys = useProviderKeys();
  const saveKey = useSaveProviderKey();
  const removeKey = useRemoveProviderKey();
  const testKey = useTestProviderKey();

  const save = async (row: ProviderKey, values: ProviderKeyValues): Promise<boolean> => {
    try {
      await saveKey.mutateAsync({ provider: row.provider, input: providerKeyInput(values) });
      feedback.success(SUCCESS.providerKeySaved);
      return true;
    } catch (error) {
      feedback.failure(error, FALLBACK.providerKeySave);
      return false;
    }
  };

  const remove = async (row: ProviderKey) => {
    try {
      await removeKey.mutateAsync(row.provider);
      feedback.success(SUCCESS.providerKeyRemoved);
    } catch (error) {
      feedback.failure(error, FALLBACK.providerKeyRemove);
    }
  };

  const test = async (row: ProviderKey) => {
    try {
      toast(testOutcome(row.label, await testKey.mutateAsync(row.provider), FALLBACK.providerKeyTest));
    } catch (error) {
      toast(testFailed(row.label, failureDescription(error, FALLBACK.providerKeyTest)));
    }
  };

  return (
    <Card title="LLM Providers" className={styles.card}>
      <p className={styles.cardIntro}>
        Use your own API keys for the AI tools. Your key is used instead of the server&apos;s and is not capped by the daily budget. Keys are
        stored encrypted and never shown again, only their last four characters.
      </p>
      {keys.isError && (
        <Alert
          type="warning"
          showIcon
          className={styles.alert}
          title="Your provider keys could not be loaded."
          action={
            <Button size="small" onClick={() => void keys.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      {keys.isPending && <Skeleton active paragraph={{ rows: 8 }} title={false} />}
      {keys.isSuccess && (
        <ul className={styles.providerList}>
          {keys.data.map((row) => (
            <ProviderKeyItem
              key={row.provider}
              row={row}
              saving={saveKey.isPending && saveKey.variables.provider === row.provider}
              testing={testKey.isPending && testKey.variables === row.provider}
              removing={removeKey.isPending && removeKey.variables === row.provider}
              onSave={(values) => save(row, values)}
              onTest={() => void test(row)}
              onRemove={() => void remove(row)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
