-- CreateEnum
CREATE TYPE "AccountRole" AS ENUM ('coach', 'client', 'nutritionist');

-- CreateEnum
CREATE TYPE "ActivitySubject" AS ENUM ('lead', 'client', 'approval', 'team');

-- DropIndex
DROP INDEX "clients_nutritionist_user_id_idx";

-- DropIndex
DROP INDEX "clients_last_name_first_name_idx";

-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "client_id" UUID;

-- AlterTable
ALTER TABLE "approvals" ADD COLUMN     "role" "AccountRole" NOT NULL DEFAULT 'client';

-- CreateTable
CREATE TABLE "notes" (
    "id" UUID NOT NULL,
    "lead_id" UUID,
    "client_id" UUID,
    "body" TEXT NOT NULL,
    "author_user_id" UUID,
    "author_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activities" (
    "id" UUID NOT NULL,
    "subject_type" "ActivitySubject" NOT NULL,
    "subject_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "actor_user_id" UUID,
    "actor_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activities_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "notes_lead_id_created_at_idx" ON "notes"("lead_id", "created_at");

-- CreateIndex
CREATE INDEX "notes_client_id_created_at_idx" ON "notes"("client_id", "created_at");

-- CreateIndex
CREATE INDEX "activities_subject_type_subject_id_created_at_idx" ON "activities"("subject_type", "subject_id", "created_at");

-- CreateIndex
CREATE INDEX "activities_created_at_idx" ON "activities"("created_at");

-- CreateIndex
CREATE INDEX "leads_source_created_at_idx" ON "leads"("source", "created_at");

-- CreateIndex
CREATE INDEX "leads_client_id_idx" ON "leads"("client_id");

-- CreateIndex
CREATE INDEX "clients_nutritionist_user_id_last_name_first_name_idx" ON "clients"("nutritionist_user_id", "last_name", "first_name");

-- CreateIndex
CREATE INDEX "clients_last_name_first_name_id_idx" ON "clients"("last_name", "first_name", "id");

-- CreateIndex
CREATE INDEX "clients_joined_at_id_idx" ON "clients"("joined_at", "id");

-- CreateIndex
CREATE INDEX "clients_coach_user_id_idx" ON "clients"("coach_user_id");

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notes" ADD CONSTRAINT "notes_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notes" ADD CONSTRAINT "notes_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A note belongs to exactly one lead or one client.
ALTER TABLE "notes" ADD CONSTRAINT "notes_one_subject_check" CHECK (num_nonnulls("lead_id", "client_id") = 1);

-- Search by name or email (substring, case-insensitive) on the client table and the leads list:
-- trigram GIN indexes on the same expression the queries use.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);

-- Sort by last check-in: oldest first with never-checked-in first, and its exact reverse.
CREATE INDEX "clients_last_check_in_at_id_idx" ON "clients"("last_check_in_at" ASC NULLS FIRST, "id");
