import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { DeferredToaster } from '@client/components/ui/deferred-toaster';
import type { PublicSettings } from '@shared/api/settings';
import { createQueryClient } from '@client/lib/query-client';
import { siteSettingsKey } from '@client/lib/site-settings';
import { AppRouter } from './router';
import { Splash } from './splash';

/**
 * The whole app; `location` is given when prerendering a screen on the server. `siteSettings` are the
 * settings the page was rendered with: the server's render and the browser's hydration start from them.
 */
export function App({ location, siteSettings }: { location?: string; siteSettings?: PublicSettings }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (siteSettings) client.setQueryData(siteSettingsKey, siteSettings);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <Splash />
      <AppRouter location={location} />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
