-- Archives (backups and client data exports): the archive, each service's part of it, and its
-- download tokens (stored hashed).
-- CreateEnum
CREATE TYPE "ArchiveKind" AS ENUM ('backup', 'client_export');

-- CreateEnum
CREATE TYPE "ArchiveStatus" AS ENUM ('gathering', 'assembling', 'ready', 'failed', 'expired');

-- CreateEnum
CREATE TYPE "ArchiveTrigger" AS ENUM ('coach', 'nightly', 'data_request');

-- CreateTable
CREATE TABLE "archives" (
    "id" UUID NOT NULL,
    "kind" "ArchiveKind" NOT NULL,
    "status" "ArchiveStatus" NOT NULL DEFAULT 'gathering',
    "trigger" "ArchiveTrigger" NOT NULL,
    "requested_by_user_id" UUID,
    "subject_client_id" UUID,
    "subject_user_id" UUID,
    "subject_email" TEXT,
    "data_request_id" UUID,
    "encrypted" BOOLEAN NOT NULL DEFAULT false,
    "sealed_passphrase" TEXT,
    "progress" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "counts" JSONB NOT NULL DEFAULT '{}',
    "file_key" TEXT,
    "bytes" BIGINT,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "archives_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "archive_parts" (
    "archive_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "entities" JSONB NOT NULL DEFAULT '[]',
    "files" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "archive_parts_pkey" PRIMARY KEY ("archive_id","service")
);

-- CreateTable
CREATE TABLE "archive_download_tokens" (
    "token_hash" TEXT NOT NULL,
    "archive_id" UUID NOT NULL,
    "user_id" UUID,
    "reusable" BOOLEAN NOT NULL DEFAULT false,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "archive_download_tokens_pkey" PRIMARY KEY ("token_hash")
);

-- CreateIndex
CREATE INDEX "archives_kind_created_at_idx" ON "archives"("kind", "created_at" DESC);

-- CreateIndex
CREATE INDEX "archive_download_tokens_archive_id_idx" ON "archive_download_tokens"("archive_id");

-- AddForeignKey
ALTER TABLE "archive_parts" ADD CONSTRAINT "archive_parts_archive_id_fkey" FOREIGN KEY ("archive_id") REFERENCES "archives"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "archive_download_tokens" ADD CONSTRAINT "archive_download_tokens_archive_id_fkey" FOREIGN KEY ("archive_id") REFERENCES "archives"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- One backup at a time: a second is refused while one is gathering or assembling.
CREATE UNIQUE INDEX "archives_one_running_backup" ON "archives" ("kind")
  WHERE "kind" = 'backup' AND "status" IN ('gathering', 'assembling');
