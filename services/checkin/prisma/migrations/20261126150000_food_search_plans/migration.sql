-- Food search reads its indexes (issue 16: p99 of GET /api/foods).
--
-- GIN indexes normally collect new entries in a pending list that every search scans until a
-- vacuum merges it. After the SR28 load that list held every food, so a search scanned thousands
-- of entries (5 ms) until autovacuum came by. Custom foods are few: they go straight in now, and
-- what the load left pending is merged here.
ALTER INDEX "foods_search_words_idx" SET (fastupdate = off);
ALTER INDEX "foods_first_word_trgm_idx" SET (fastupdate = off);
ALTER INDEX "food_words_word_trgm_idx" SET (fastupdate = off);
SELECT gin_clean_pending_list('"foods_search_words_idx"'::regclass);
SELECT gin_clean_pending_list('"foods_first_word_trgm_idx"'::regclass);
SELECT gin_clean_pending_list('"food_words_word_trgm_idx"'::regclass);

-- pg_trgm's similarity operator is costed like a plain comparison, so for a vocabulary of a few
-- thousand words the planner compares every word (2 to 4 ms a typed word) instead of reading the
-- trigram index (0.3 ms). Its real cost, told to the planner where this role may (a role that does
-- not own the extension keeps the default: slower typo search, same answers).
DO E'BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100\073
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE ''similarity_op keeps its default cost''\073
END';

ANALYZE "foods";
ANALYZE "food_words";
