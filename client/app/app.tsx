import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { DeferredToaster } from '@client/components/ui/deferred-toaster';
import { createQueryClient } from '@client/lib/query-client';
import { AppRouter } from './router';
import { Splash } from './splash';

/** The whole app; `location` is given when prerendering a screen on the server. */
export function App({ location }: { location?: string }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Splash />
      <AppRouter location={location} />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
