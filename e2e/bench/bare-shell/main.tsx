// Benchmark baseline: React 19 + react-router-dom 7 (data router, one route) + a QueryClientProvider,
// nothing else. Built with the same Vite as the app (see vite.config.mjs).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

function Home() {
  return (
    <main>
      <h1>Bare shell</h1>
      <p>React, react-router-dom and @tanstack/react-query, and nothing else.</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
