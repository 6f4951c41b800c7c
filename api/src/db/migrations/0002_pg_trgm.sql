-- Trigram search on product titles (substring search on an index); PGlite loads the same extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
