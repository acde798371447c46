import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import { Card } from 'antd';
import { LinkButton } from '@/components/LinkButton';
import { paths } from '@/config/paths';
import styles from './Dashboard.module.css';

/** The way to the Usage screen (issue 12): spend and tokens of the user's AI calls. */
export function UsageLinkCard() {
  return (
    <Card className={styles.usageCard}>
      <div className={styles.usageRow}>
        <div>
          <h2 className={styles.sectionTitle}>AI usage</h2>
          <p className={styles.toolText}>Spend and tokens per day, model and feature over the last 30 days, and what is left of today's budget.</p>
        </div>
        <LinkButton to={paths.usage} icon={<BarChartOutlined aria-hidden />}>
          View Usage
        </LinkButton>
      </div>
    </Card>
  );
}
