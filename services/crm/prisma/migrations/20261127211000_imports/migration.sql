-- Bulk import (imports/): the imports, what the job did with each row, the mappings coaches saved,
-- and where each client came from.
-- CreateEnum
CREATE TYPE "ImportKind" AS ENUM ('clients', 'leads');

-- CreateEnum
CREATE TYPE "ImportStatus" AS ENUM ('uploaded', 'queued', 'running', 'cancelling', 'cancelled', 'done', 'failed');

-- CreateEnum
CREATE TYPE "ImportDuplicatePolicy" AS ENUM ('skip', 'fill_empty');

-- CreateEnum
CREATE TYPE "ImportRowOutcome" AS ENUM ('created', 'updated', 'skipped', 'rejected');

-- AlterTable
ALTER TABLE "clients" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'manual';

-- CreateTable
CREATE TABLE "imports" (
    "id" UUID NOT NULL,
    "coach_user_id" UUID NOT NULL,
    "kind" "ImportKind" NOT NULL,
    "status" "ImportStatus" NOT NULL DEFAULT 'uploaded',
    "file_name" TEXT NOT NULL,
    "file_key" TEXT,
    "file_bytes" INTEGER NOT NULL,
    "format" JSONB NOT NULL,
    "headers" TEXT[],
    "mapping" JSONB NOT NULL,
    "mapping_remembered" BOOLEAN NOT NULL DEFAULT false,
    "preview" JSONB NOT NULL,
    "duplicates" "ImportDuplicatePolicy" NOT NULL DEFAULT 'skip',
    "invite" BOOLEAN NOT NULL DEFAULT false,
    "total_rows" INTEGER NOT NULL,
    "checkpoint_row" INTEGER NOT NULL DEFAULT 1,
    "rows_done" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "rejected" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "import_rows" (
    "import_id" UUID NOT NULL,
    "row_number" INTEGER NOT NULL,
    "outcome" "ImportRowOutcome" NOT NULL,
    "record_id" UUID,
    "reason" TEXT,
    "cells" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "import_rows_pkey" PRIMARY KEY ("import_id","row_number")
);

-- CreateTable
CREATE TABLE "import_mappings" (
    "id" UUID NOT NULL,
    "coach_user_id" UUID NOT NULL,
    "kind" "ImportKind" NOT NULL,
    "signature" TEXT NOT NULL,
    "mapping" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "import_mappings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "imports_coach_user_id_created_at_idx" ON "imports"("coach_user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "import_mappings_coach_user_id_kind_signature_key" ON "import_mappings"("coach_user_id", "kind", "signature");

-- AddForeignKey
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

