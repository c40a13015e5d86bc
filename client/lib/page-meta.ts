import { createContext, useContext, useEffect } from 'react';
import { SITE_NAME } from '@shared/constants';

export { SITE_NAME };

export function fullTitle(title: string) {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** Filled in while the server prerenders a screen, so its HTML carries the right title and description. */
export type PageMeta = { title?: string; description?: string };
export type PageMetaSink = { record(meta: PageMeta): void };
export const PageMetaCollector = createContext<PageMetaSink | null>(null);

/** Sets the document title and description for the current screen. */
export function usePageMeta(title: string, description: string) {
  const collector = useContext(PageMetaCollector);
  collector?.record({ title: fullTitle(title), description });
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
