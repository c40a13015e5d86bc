import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { DeferredToaster } from '@client/components/ui/deferred-toaster';
import { createQueryClient } from '@client/lib/query-client';
import { AppRouter } from './router';
import { Splash } from './splash';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Splash />
      <AppRouter />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
