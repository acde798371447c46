import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/api/query-client';
import { Toaster } from '@/components/toast';

/** Shows the current path, so tests can see where a component navigated to. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * Renders a component with the app's providers (react-query, session, theme), a memory router at
 * `path`, the toaster and a location probe.
 */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
                <Toaster />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}
