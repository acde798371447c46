import styles from './PlaygroundPreview.module.css';

/** Sample numbers for the decorative preview (GPT-4 list prices: $0.03 / 1K prompt, $0.06 / 1K completion tokens). */
export const previewSample = {
  model: 'GPT-4',
  temperature: 0.7,
  maxTokens: 2048,
  prompt:
    'You are a support assistant for an online store. Summarise the customer message below in one sentence and suggest a reply.',
  response:
    'Summary: the customer received a damaged blender and wants a replacement. Suggested reply: apologise, confirm the order number and offer a free replacement with express shipping.',
  promptTokens: 128,
  completionTokens: 284,
  costUsd: 0.0209,
  latencySeconds: 1.8,
} as const;

/** The hero's decorative playground card: model settings, a sample prompt and response, usage and cost. */
export function PlaygroundPreview() {
  const s = previewSample;
  const totalTokens = s.promptTokens + s.completionTokens;
  return (
    <div
      className={styles.card}
      role="img"
      aria-label={`Playground preview: ${s.model}, temperature ${s.temperature}, max tokens ${s.maxTokens}, a sample prompt and response using ${totalTokens} tokens for $${s.costUsd}.`}
    >
      <div className={styles.titleBar}>
        <span className={styles.dots}>
          <i />
          <i />
          <i />
        </span>
        <span className={styles.title}>Playground</span>
        <span className={styles.status}>● Ready</span>
      </div>
      <div className={styles.settings}>
        <div>
          <span className={styles.label}>Model</span>
          <span className={styles.value}>{s.model}</span>
        </div>
        <div>
          <span className={styles.label}>Temperature</span>
          <span className={styles.value}>{s.temperature}</span>
          <span className={styles.slider}>
            <span style={{ width: `${s.temperature * 100}%` }} />
          </span>
        </div>
        <div>
          <span className={styles.label}>Max tokens</span>
          <span className={styles.value}>{s.maxTokens}</span>
        </div>
      </div>
      <div className={styles.block}>
        <span className={styles.label}>Prompt</span>
        <p className={styles.prompt}>{s.prompt}</p>
      </div>
      <div className={styles.block}>
        <span className={styles.label}>Response</span>
        <p className={styles.response}>{s.response}</p>
      </div>
      <div className={styles.usage}>
        <span>
          <strong>{totalTokens}</strong> tokens
        </span>
        <span>
          <strong>{s.promptTokens}</strong> in · <strong>{s.completionTokens}</strong> out
        </span>
        <span>
          <strong>${s.costUsd.toFixed(4)}</strong> cost
        </span>
        <span>
          <strong>{s.latencySeconds}s</strong> latency
        </span>
      </div>
    </div>
  );
}
