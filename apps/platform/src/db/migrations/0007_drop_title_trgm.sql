-- Title search runs in memory on PGlite and PostgreSQL alike (ADR 014); the pg_trgm index of
-- migration 0002 served no query and only slowed writes to games.
DROP INDEX IF EXISTS games_title_trgm;
