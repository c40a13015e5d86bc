import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { DeferredToaster } from '@client/components/ui/deferred-toaster';
import { createQueryClient } from '@client/lib/query-client';
import { createRouter } from './router';
import { Splash } from './splash';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <Splash />
      <RouterProvider router={router} />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
