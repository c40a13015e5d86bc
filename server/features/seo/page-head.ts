import { eq } from 'drizzle-orm';
import { SITE_NAME } from '../../../shared/constants';
import { paths } from '../../../shared/routes';
import { DEFAULT_ORGANISATION_NAME } from '../../../shared/settings';
import type { Db } from '../../db';
import { siteSettings } from '../../db/schema';
import type { PageHead, PageHeadProvider } from '../../lib/page-head';

/** The home page's own words (client/features/home/pages/home-page.tsx sets the same). */
const HOME_DESCRIPTION =
  'A warm, moderated community for parents of children born with clubfoot, adults with clubfoot and clinicians: trusted articles, forums, shoe-sharing and doctor referrals.';

/**
 * The home page as search engines see it: the site (schema.org WebSite) and the organisation behind it
 * (Organization, named as the site settings name it, with its mark and its social pages).
 */
export function homePageHead(db: Db, publicUrl: string): PageHeadProvider {
  return async (pattern, pathname): Promise<PageHead | null> => {
    if (pattern !== paths.home) return null;
    const url = `${publicUrl}${pathname}`;
    const [settings] = await db.select({ name: siteSettings.organisationName, socialLinks: siteSettings.socialLinks }).from(siteSettings).where(eq(siteSettings.id, 1));
    const sameAs = Object.values(settings?.socialLinks ?? {}).filter((link): link is string => !!link);
    return {
      title: SITE_NAME,
      description: HOME_DESCRIPTION,
      url,
      structuredData: [
        { '@type': 'WebSite', name: SITE_NAME, url, description: HOME_DESCRIPTION },
        {
          '@type': 'Organization',
          name: settings?.name || DEFAULT_ORGANISATION_NAME,
          url,
          logo: `${publicUrl}/favicon.svg`,
          ...(sameAs.length ? { sameAs } : {}),
        },
      ],
    };
  };
}
