import type { Db } from '../../db';
import type { PageData } from '../../lib/client-assets';
import type { KeptVersions } from '../../lib/kept-versions';
import { VersionedCache } from '../../lib/versioned-cache';
import { presentPublicSettings } from './present';
import { loadSettings } from './service';

/**
 * The public settings every page is rendered with (the footer, About, the ad slots...) and carries for
 * the browser, so the first paint already shows them: read again only when their version changes.
 */
export function settingsPageData(db: Db, versions: KeptVersions): PageData {
  const kept = new VersionedCache<ReturnType<typeof presentPublicSettings>>(1);
  return async () =>
    kept.get(await versions.get('settings'), 'public', async () => {
      const { row, team } = await loadSettings(db);
      return presentPublicSettings(row, team);
    });
}
