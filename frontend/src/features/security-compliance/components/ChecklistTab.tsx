import { Alert, Button, Card, Checkbox, Select, Skeleton, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { ChecklistStandard, DetectedRisk } from '../api/types';
import { useChecklist } from '../api/use-security';
import { CHECKLIST_FAILED, groupByCategory, itemPasses } from '../logic/security';
import styles from './security.module.css';

const STANDARDS = [
  { value: 'LGPD' as const, label: 'LGPD (Brazil)' },
  { value: 'GDPR' as const, label: 'GDPR (EU)' },
];

/** Spec §2 tab 2: the checklist of a regulation, grouped by category, ticked locally; automated items show the last analysis. */
export function ChecklistTab({ risks }: { risks: readonly DetectedRisk[] | null }) {
  const [standard, setStandard] = useState<ChecklistStandard>('LGPD');
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const checklist = useChecklist(standard);

  return (
    <div>
      <div className={styles.checklistHeader}>
        <label className={styles.field}>
          <span className={styles.label}>Regulation</span>
          <Select aria-label="Regulation" style={{ minWidth: 200 }} value={standard} options={STANDARDS} onChange={setStandard} />
        </label>
        <p className={styles.muted}>
          {risks ? "'Auto-check' items show whether the last analysed text passed." : "Analyse a text to see the result of the 'Auto-check' items."} Ticks stay on this device.
        </p>
      </div>
      {checklist.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {checklist.isError && (
        <Alert
          type="error"
          showIcon
          title={CHECKLIST_FAILED}
          action={
            <Button size="small" onClick={() => void checklist.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      {checklist.isSuccess && (
        <div className={styles.groups}>
          {groupByCategory(checklist.data).map((group) => (
            <Card key={group.category} title={group.category} size="small">
              <ul className={styles.items}>
                {group.items.map((item) => {
                  const passed = risks ? itemPasses(item, risks) : null;
                  return (
                    <li key={item.id} className={styles.item}>
                      <Checkbox
                        aria-label={item.item}
                        checked={ticked[`${standard}:${item.id}`] ?? false}
                        onChange={(event) => setTicked({ ...ticked, [`${standard}:${item.id}`]: event.target.checked })}
                      />
                      <div>
                        <div className={styles.itemTitle}>
                          <span>{item.item}</span>
                          {item.automated && (
                            <Tooltip title={`Checked by ${item.detector}`}>
                              <Tag color="purple">Auto-check</Tag>
                            </Tooltip>
                          )}
                          {passed === true && <Tag color="green">Passed</Tag>}
                          {passed === false && <Tag color="red">Failed</Tag>}
                        </div>
                        <p className={styles.itemDescription}>{item.description}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
