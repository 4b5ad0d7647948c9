-- The food table (issue 16): the USDA SR28 foods (loaded by the next migration, generated from
-- services/checkin/data/foods/foods.csv) and the custom foods staff add. Values per 100 g.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- A name as search compares it: lower case, accents off, every run of other characters one space.
-- Immutable (unaccent's dictionary is fixed here), so generated columns can use it.
CREATE FUNCTION "food_search_text"(name TEXT) RETURNS TEXT
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path FROM CURRENT
    AS $$ SELECT btrim(regexp_replace(lower(unaccent('unaccent', name)), '[^a-z0-9]+', ' ', 'g')) $$;

CREATE TABLE "foods" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "food_group" TEXT NOT NULL,
    "energy_kcal" DOUBLE PRECISION NOT NULL,
    "protein_g" DOUBLE PRECISION NOT NULL,
    "carbohydrate_g" DOUBLE PRECISION NOT NULL,
    "fat_g" DOUBLE PRECISION NOT NULL,
    "fibre_g" DOUBLE PRECISION,
    "sugars_g" DOUBLE PRECISION,
    "salt_g" DOUBLE PRECISION,
    "source" TEXT NOT NULL,
    "custom" BOOLEAN NOT NULL DEFAULT false,
    "created_by_user_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "search_name" TEXT GENERATED ALWAYS AS ("food_search_text"("name")) STORED,
    "search_words" TEXT[] GENERATED ALWAYS AS (string_to_array("food_search_text"("name"), ' ')) STORED,

    CONSTRAINT "foods_pkey" PRIMARY KEY ("id")
);

-- The foods holding any of the words a typed word may mean.
CREATE INDEX "foods_search_words_idx" ON "foods" USING GIN ("search_words");
-- While the first letters of a food are typed: the foods whose name starts so.
CREATE INDEX "foods_first_word_trgm_idx" ON "foods" USING GIN (("search_words"[1]) gin_trgm_ops);

-- The search vocabulary: every word of every name, once (a few thousand short words). Comparing a
-- typo with every long name costs 10 to 30 µs a name, so search compares it with these instead.
CREATE TABLE "food_words" (
    "word" TEXT NOT NULL,

    CONSTRAINT "food_words_pkey" PRIMARY KEY ("word")
);

-- Trigram search on the vocabulary: similar words (typos) and words that start so (typing).
CREATE INDEX "food_words_word_trgm_idx" ON "food_words" USING GIN ("word" gin_trgm_ops);
