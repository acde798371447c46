/**
 * App toasts without antd (the landing page and the header load no antd, yet logout and the route
 * guards toast there). Spec §9: one toast at a time, shown for 5 seconds; a toast has a title, an
 * optional description and a variant ('destructive' for failures, spec §8).
 */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen (default 5000). */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export const TOAST_DURATION_MS = 5_000;

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** Shows a toast, replacing the one on screen. Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  current = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  emit();
  return id;
}

/** Hides the toast `id` (or whatever is shown). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

export function getToast(): ToastItem | null {
  return current;
}

export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
