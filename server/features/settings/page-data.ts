import type { Db } from '../../db';
import type { PageData } from '../../lib/client-assets';
import { VersionedCache } from '../../lib/versioned-cache';
import { presentPublicSettings } from './present';
import { loadSettings, settingsVersion } from './service';

/**
 * The public settings every page is rendered with (the footer, About, the ad slots...) and carries for
 * the browser, so the first paint already shows them: one small query per page for the version, the
 * settings themselves read again only when it changes.
 */
export function settingsPageData(db: Db): PageData {
  const kept = new VersionedCache<ReturnType<typeof presentPublicSettings>>(1);
  return async () => {
    const version = await settingsVersion(db);
    const data = await kept.get(version, 'public', async () => {
      const { row, team } = await loadSettings(db);
      return presentPublicSettings(row, team);
    });
    return { version, data };
  };
}
