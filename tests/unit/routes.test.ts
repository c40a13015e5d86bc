import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../shared/return-to';
import { isClientRoute } from '../../shared/routes';
import { isCurrent } from '../../client/app/layout/nav-links';

describe('client routes', () => {
  it('knows the screens and the footer aliases, and nothing else', () => {
    for (const path of ['/', '/about', '/about/', '/community', '/login', '/privacy-policy', '/terms', '/badge-demo', '/forum', '/privacy', '/mission', '/messages', '/messages/3f1c', '/admin/messages']) {
      expect(isClientRoute(path), path).toBe(true);
    }
    for (const path of ['/nope', '/about/x', '/api/health', '/aboutx', '/messages/a/b']) expect(isClientRoute(path), path).toBe(false);
  });

  it('highlights Home only on "/", other links on their sub-paths too', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/about', '/')).toBe(false);
    expect(isCurrent('/community/forum/some-topic', '/community/forum')).toBe(true);
    expect(isCurrent('/community', '/community/forum')).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/community/forum?category=bracing#top')).toBe('/community/forum?category=bracing#top');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', '/a\nb', '', '/api/logout', '/login', '/es/login', 42, null])(
    'refuses %j',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );
});

describe('route hints', () => {
  it('name the same page modules the router imports', async () => {
    const fs = await import('node:fs');
    const { routeHints } = await import('../../shared/routes');
    // The admin area's screens are in its own route table, loaded with it.
    const router = ['router.tsx', 'admin-routes.tsx'].map((file) => fs.readFileSync(new URL(`../../client/app/${file}`, import.meta.url), 'utf8')).join('\n');
    for (const [pattern, hint] of Object.entries(routeHints)) {
      if (!hint.module) continue;
      expect(router, pattern).toContain(`import('@client/${hint.module.replace(/\.tsx$/, '')}')`);
    }
  });
});

describe('head hints', () => {
  it("announce an admin screen with the admin area's route table and layout, and nothing the entry already loads", async () => {
    const { headHintsFor } = await import('../../server/lib/client-assets');
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'app/admin-routes.tsx': { file: 'assets/admin-routes.js', imports: ['_react.js'] },
      'features/admin/pages/admin-layout.tsx': { file: 'assets/admin-layout.js' },
      'features/admin/pages/groups-admin-page.tsx': { file: 'assets/groups-admin-page.js' },
      'features/forum/groups/pages/groups-page.tsx': { file: 'assets/groups-page.js' },
    };
    const loaded = new Set(['assets/index.js', 'assets/react.js']);
    const admin = headHintsFor('/admin/groups', manifest, loaded);
    // Named for client/boot.ts to fetch with the app once the page has painted.
    const named = /<meta name="page-modules" content="([^"]*)">/.exec(admin)?.[1]?.split(' ') ?? [];
    for (const file of ['admin-routes', 'admin-layout', 'groups-admin-page']) expect(named).toContain(`/assets/${file}.js`);
    expect(admin).not.toContain('react.js');
    expect(headHintsFor('/community/groups', manifest, loaded)).not.toContain('admin-routes');
  });
});
