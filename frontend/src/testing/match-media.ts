type Listener = (event: MediaQueryListEvent) => void;

export interface FakeMatchMedia {
  /** Flip the simulated `prefers-color-scheme` and notify listeners. */
  setPrefersDark(value: boolean): void;
}

/**
 * A controllable window.matchMedia for jsdom: answers `(prefers-color-scheme: dark)` from a flag,
 * `(min-width: Npx)` / `(max-width: Npx)` from window.innerWidth, and false for anything else.
 */
export function installMatchMedia({ prefersDark }: { prefersDark: boolean }): FakeMatchMedia {
  let dark = prefersDark;
  const lists: { query: string; listeners: Set<Listener>; mql: MediaQueryList }[] = [];

  const evaluate = (query: string): boolean => {
    if (query.includes('prefers-color-scheme: dark')) return dark;
    if (query.includes('prefers-color-scheme: light')) return !dark;
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (min) return window.innerWidth >= Number(min[1]);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (max) return window.innerWidth <= Number(max[1]);
    return false;
  };

  const matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<Listener>();
    const mql = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.push({ query, listeners, mql });
    return mql;
  };

  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMedia });

  return {
    setPrefersDark(value: boolean) {
      dark = value;
      for (const entry of lists) {
        if (!entry.query.includes('prefers-color-scheme')) continue;
        const event = { matches: evaluate(entry.query), media: entry.query } as MediaQueryListEvent;
        entry.listeners.forEach((listener) => listener(event));
      }
    },
  };
}
