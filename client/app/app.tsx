import { type DehydratedState, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { DeferredToaster } from '@client/components/ui/deferred-toaster';
import type { PublicSettings } from '@shared/api/settings';
import { browserLocale, LocaleProvider } from '@client/lib/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { localeFromPath } from '@shared/i18n/locales';
import { siteSettingsKey } from '@client/lib/site-settings';
import { AppRouter } from './router';
import { Splash } from './splash';

type AppProps = {
  /** Given when the server renders a screen. */
  location?: string;
  /** The settings the page was rendered with: the server's render and the browser's hydration start from them. */
  siteSettings?: PublicSettings;
  /** The answers the server rendered the screen with (in the page as `#query-data`), so hydrating asks for none of them again. */
  queries?: DehydratedState;
  /** The server's render brings its own client, filled with the screen's data. */
  queryClient?: QueryClient;
};

/** The whole app. */
export function App({ location, siteSettings, queries, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => {
    const client = given ?? createQueryClient();
    if (siteSettings) client.setQueryData(siteSettingsKey, siteSettings);
    // Each answer as the server had it (TanStack's own hydrate() would cost the first load half a kilobyte).
    for (const query of queries?.queries ?? []) client.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
    return client;
  });
  // The language is the address's (`/es/...`): the server renders it, the browser hydrates it the same.
  const locale = location === undefined ? browserLocale() : localeFromPath(location.split(/[?#]/)[0] ?? '/').locale;
  return (
    <LocaleProvider value={locale}>
      <QueryClientProvider client={queryClient}>
        <Splash />
        <AppRouter location={location} locale={locale} />
        <DeferredToaster />
      </QueryClientProvider>
    </LocaleProvider>
  );
}
