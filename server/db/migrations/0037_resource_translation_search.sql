-- Spanish and French stemming that reads a word typed without its accents as the word with them
-- ("tenotomia" finds "tenotomía"): the language's own configuration with unaccent before its stemmer.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION spanish_unaccent (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION spanish_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION french_unaccent (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION french_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
ALTER TABLE "resource_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (case language when 'es' then setweight(to_tsvector('spanish_unaccent', coalesce(title, '')), 'A') || setweight(to_tsvector('spanish_unaccent', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('spanish_unaccent', coalesce(body_text, '')), 'C') else setweight(to_tsvector('french_unaccent', coalesce(title, '')), 'A') || setweight(to_tsvector('french_unaccent', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('french_unaccent', coalesce(body_text, '')), 'C') end) STORED;--> statement-breakpoint
CREATE INDEX "resource_translations_search_idx" ON "resource_translations" USING gin ("search_vector");--> statement-breakpoint
-- A published article's translations offer their words as typo corrections too (resources/search.ts).
INSERT INTO "resource_words" ("word")
SELECT DISTINCT v.lexeme FROM "resource_translations" t JOIN "resources" r ON r.id = t.resource_id,
  unnest(to_tsvector('simple', t.title || ' ' || coalesce(t.excerpt, '') || ' ' || t.body_text)) AS v(lexeme, positions, weights)
WHERE r.status = 'published' AND length(v.lexeme) BETWEEN 3 AND 40 AND v.lexeme ~ '^[[:alpha:]à-ÿœæ]+$'
ON CONFLICT DO NOTHING;
