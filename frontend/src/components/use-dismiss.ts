import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open menu on a pointer press outside every element in `refs`, and on Escape (then
 * focus returns to `returnFocusTo`, usually the trigger button).
 */
export function useDismiss(
  open: boolean,
  onDismiss: () => void,
  refs: readonly RefObject<HTMLElement | null>[],
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  const latest = useRef({ onDismiss, refs, returnFocusTo });
  latest.current = { onDismiss, refs, returnFocusTo };

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      const inside = latest.current.refs.some((ref) => ref.current && target && ref.current.contains(target));
      if (!inside) latest.current.onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latest.current.onDismiss();
      latest.current.returnFocusTo?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
