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

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', '/a\nb', '', '/api/logout', '/login', 42, null])(
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
