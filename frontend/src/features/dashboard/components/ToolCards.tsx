import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { Card } from 'antd';
import { LinkButton } from '@/components/LinkButton';
import { products } from '@/config/products';
import { DASHBOARD_TOOL_ACTIONS } from '../logic/tools';
import styles from './Dashboard.module.css';

/** The six tools, each with its action button (core spec §2 dashboard). */
export function ToolCards() {
  return (
    <section aria-labelledby="dashboard-tools-title" className={styles.tools}>
      <h2 id="dashboard-tools-title" className={styles.sectionTitle}>
        Your tools
      </h2>
      <ul className={styles.toolGrid}>
        {products.map(({ name, path, description, icon: Icon }) => (
          <li key={path}>
            <Card className={styles.toolCard}>
              <span className={styles.toolIcon}>
                <Icon aria-hidden />
              </span>
              <h3 className={styles.toolName}>{name}</h3>
              <p className={styles.toolText}>{description}</p>
              <LinkButton to={path} className={styles.toolButton} icon={<ArrowRightOutlined aria-hidden />} iconPlacement="end">
                {DASHBOARD_TOOL_ACTIONS[path]}
              </LinkButton>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
