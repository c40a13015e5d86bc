import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../server/lib/sanitize-html';
import { seedArticles, seedCategories } from '../../server/seed/content/resources';

const root = path.resolve(import.meta.dirname, '../..');

/** The demo library a newcomer sees first: it has to be complete, consistent and safe as written. */
describe('seeded resource library', () => {
  it('has unique slugs, known categories and exactly three featured articles', () => {
    const slugs = seedArticles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const categories = new Set(seedCategories.map((category) => category.slug));
    for (const article of seedArticles) expect(categories, article.slug).toContain(article.categorySlug);
    for (const category of categories) expect(seedArticles.some((article) => article.categorySlug === category), category).toBe(true);
    expect(seedArticles.filter((article) => article.featured)).toHaveLength(3);
  });

  it('writes HTML the sanitiser keeps whole, with an image and every guide on disk', () => {
    for (const article of seedArticles) {
      // Only whitespace may change: anything else would mean the content uses markup the site drops.
      const squash = (html: string) => html.replace(/\s+/g, ' ').trim();
      expect(squash(sanitizeArticleHtml(article.content)), article.slug).toBe(squash(article.content.replace(/<a href="(https?:[^"]+)">/g, '<a href="$1" rel="noopener noreferrer" target="_blank">')));
      expect(article.excerpt.length, article.slug).toBeLessThanOrEqual(240);
      expect(existsSync(path.join(root, 'client/public', article.image)), article.image).toBe(true);
      for (const guide of article.guides ?? []) {
        const file = path.join(root, 'server/seed/assets/guides', guide.file);
        expect(readFileSync(file).subarray(0, 5).toString(), guide.file).toBe('%PDF-');
      }
    }
  });

  it('sends readers back to their own treatment team in every article', () => {
    for (const article of seedArticles) {
      expect(article.content, article.slug).toMatch(/treatment team|specialist|your (child's )?(team|doctor|clinic)|surgeon|physiotherapist/i);
    }
  });
});
