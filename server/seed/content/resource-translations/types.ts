/** A shipped translation of one seeded article (server/seed/content/resources.ts), in Spanish and French. */
export type SeedArticleText = {
  title: string;
  excerpt: string; // 1-2 sentences, at most 240 characters
  content: string; // HTML with the same tags the English uses: <p>, <h2>, <h3>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote>, <a href="https://...">
};

export type SeedArticleTranslations = { es: SeedArticleText; fr: SeedArticleText };
