-- Composed one-off and segment sends (issue 18, Sending): the send, and its recipients' emails.
CREATE TYPE "EmailSendStatus" AS ENUM ('scheduled', 'sending', 'done', 'cancelled');

CREATE TABLE "email_sends" (
  "id" UUID NOT NULL,
  "subject" TEXT NOT NULL,
  "body" TEXT NOT NULL,
  "audience" JSONB NOT NULL,
  "audience_label" TEXT NOT NULL,
  "status" "EmailSendStatus" NOT NULL,
  "send_at" TIMESTAMPTZ(3) NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "created_by" TEXT,
  "recipients" INTEGER NOT NULL DEFAULT 0,
  "suppressed" INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT "email_sends_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "email_sends_created_at_idx" ON "email_sends"("created_at");

-- One email per recipient per send (a retried fan-out never makes two), held until scheduled_for,
-- claimed_at: a delivery attempt is under way (at most once, delivery/worker.ts).
ALTER TABLE "email_messages"
  ADD COLUMN "send_id" UUID,
  ADD COLUMN "client_id" UUID,
  ADD COLUMN "scheduled_for" TIMESTAMPTZ(3),
  ADD COLUMN "claimed_at" TIMESTAMPTZ(3);
CREATE UNIQUE INDEX "email_messages_send_id_client_id_key" ON "email_messages"("send_id", "client_id");
CREATE INDEX "email_messages_send_id_status_idx" ON "email_messages"("send_id", "status");

-- A segment send stores thousands of rendered emails at once: lz4 compresses their HTML several
-- times faster than the default pglz (new values only, reading is unchanged). A PostgreSQL built
-- without lz4 keeps pglz. (\073 is a semicolon: Prisma splits a migration on every one.)
DO E'BEGIN ALTER TABLE "email_messages" ALTER COLUMN "html" SET COMPRESSION lz4\073 EXCEPTION WHEN feature_not_supported THEN RAISE NOTICE ''lz4 is not available: html keeps pglz''\073 END';
