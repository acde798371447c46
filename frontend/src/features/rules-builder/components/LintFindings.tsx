import { Alert, Tag } from 'antd';
import type { RuleLintResult } from '@engine/rules';
import { RULE_LINT_CHECKS } from '@engine/rules';
import styles from './rules-builder.module.css';

const SEVERITY_COLOR = { high: 'error', medium: 'warning', low: 'default' } as const;

/** The count badge on a rule card: red with high findings, amber with medium ones, nothing for a clean rule. */
export function LintBadge({ lint }: { lint: RuleLintResult }) {
  const total = lint.findings.length;
  if (!total) return null;
  return (
    <Tag color={lint.highest === 'high' ? 'error' : 'warning'} className={styles.lintBadge}>
      {total === 1 ? '1 security finding' : `${total} security findings`}
    </Tag>
  );
}

/** The lint findings of a rule: severity, check, line, the excerpt with invisible characters shown, and the fix. */
export function LintFindings({ lint, compact = false }: { lint: RuleLintResult; compact?: boolean }) {
  if (!lint.findings.length) {
    return compact ? null : <p className={styles.lintClean}>Security lint: no findings.</p>;
  }
  return (
    <section aria-label="Security findings" className={styles.findings}>
      <h3 className={styles.findingsTitle}>Security findings ({lint.findings.length})</h3>
      <ul className={styles.findingList}>
        {lint.findings.map((finding, i) => (
          <li key={`${finding.line}-${finding.check}-${i}`} className={styles.finding}>
            <div className={styles.findingHead}>
              <Tag color={SEVERITY_COLOR[finding.severity]}>{finding.severity.toUpperCase()}</Tag>
              <strong>{RULE_LINT_CHECKS[finding.check]}</strong>
              <span className={styles.muted}>line {finding.line}</span>
            </div>
            <code className={styles.excerpt}>{finding.excerpt}</code>
            <p className={styles.findingText}>{finding.message}</p>
            <p className={styles.findingFix}>
              <strong>Fix:</strong> {finding.fix}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shown before exporting a rule with a high finding. */
export function HighFindingWarning({ count }: { count: number }) {
  return (
    <Alert
      type="error"
      showIcon
      title="This rule has high-severity security findings"
      description={`${count === 1 ? 'One finding' : `${count} findings`} could make an agent act against you (see the rule's findings). Export it only if you have reviewed them.`}
    />
  );
}
