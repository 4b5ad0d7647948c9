-- Client tags: short lower-cased labels, sorted and unique (the API keeps them so). The GIN index
-- serves the client table's tag filter (tags @> ARRAY[tag]) and the tag usage counts.
ALTER TABLE "clients" ADD COLUMN "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];

CREATE INDEX "clients_tags_idx" ON "clients" USING GIN ("tags");
