import { useCallback, useEffect, useState } from 'react';

/**
 * Which entries are expanded. When a search leaves exactly one entry (`single`), it opens by itself
 * (core spec §2, Documentation); the reader can still close it.
 */
export function useOpenSet(single: string | null) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (single) setOpen((current) => (current.has(single) ? current : new Set(current).add(single)));
  }, [single]);
  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const openOnly = useCallback((id: string) => setOpen((current) => (current.has(id) ? current : new Set(current).add(id))), []);
  return { isOpen: (id: string) => open.has(id), toggle, openOnly };
}

/** The fragment of the address without '#', decoded ('' when none). */
export function currentHash(): string {
  if (typeof window === 'undefined') return '';
  try {
    return decodeURIComponent(window.location.hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
