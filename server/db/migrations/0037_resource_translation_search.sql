ALTER TABLE "resource_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (case language when 'es' then setweight(to_tsvector('spanish', coalesce(title, '')), 'A') || setweight(to_tsvector('spanish', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('spanish', coalesce(body_text, '')), 'C') else setweight(to_tsvector('french', coalesce(title, '')), 'A') || setweight(to_tsvector('french', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('french', coalesce(body_text, '')), 'C') end) STORED;--> statement-breakpoint
CREATE INDEX "resource_translations_search_idx" ON "resource_translations" USING gin ("search_vector");--> statement-breakpoint
-- A published article's translations offer their words as typo corrections too (resources/search.ts).
INSERT INTO "resource_words" ("word")
SELECT DISTINCT v.lexeme FROM "resource_translations" t JOIN "resources" r ON r.id = t.resource_id,
  unnest(to_tsvector('simple', t.title || ' ' || coalesce(t.excerpt, '') || ' ' || t.body_text)) AS v(lexeme, positions, weights)
WHERE r.status = 'published' AND length(v.lexeme) BETWEEN 3 AND 40 AND v.lexeme ~ '^[[:alpha:]à-ÿœæ]+$'
ON CONFLICT DO NOTHING;
