import type { PromptVersion } from '../api/types';

/** The server's label rule (backend `LABEL_PATTERN`): 1–32 lower-case letters, digits and hyphens. */
export const LABEL_PATTERN = /^[a-z0-9-]{1,32}$/;
export const LATEST = 'latest';
export const PRODUCTION = 'production';

/** Why a typed label cannot be set, or undefined when it can. */
export function labelProblem(label: string): string | undefined {
  if (label === LATEST) return 'latest always points at the newest version and moves by itself.';
  if (!LABEL_PATTERN.test(label)) return 'Use 1 to 32 lower-case letters, digits and hyphens.';
  return undefined;
}

/** The version a label is on now, if any. */
export function versionWithLabel(versions: readonly PromptVersion[], label: string): PromptVersion | undefined {
  return versions.find((version) => version.labels.includes(label));
}

/** Moving `production` off a version it is on (not setting it the first time) is what apps feel: it asks first. */
export function moveNeedsConfirmation(versions: readonly PromptVersion[], label: string, target: number): boolean {
  const current = versionWithLabel(versions, label);
  return label === PRODUCTION && current !== undefined && current.version !== target;
}

/** `production` first, `latest` last, the rest alphabetical: the order tags are shown in. */
export function orderLabels(labels: readonly string[]): string[] {
  const rank = (label: string) => (label === PRODUCTION ? 0 : label === LATEST ? 2 : 1);
  return [...labels].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
