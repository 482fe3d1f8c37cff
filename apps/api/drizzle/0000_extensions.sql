-- Extensions used by search: trigram matching and diacritics-insensitive names for location
-- suggestions. On a managed server a superuser may have to create them once beforehand; the
-- IF NOT EXISTS then lets this migration run unchanged as the application role.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with the dictionary named explicitly may be
-- used in indexes (the documented PostgreSQL pattern).
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
