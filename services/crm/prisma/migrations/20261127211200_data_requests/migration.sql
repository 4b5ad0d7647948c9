-- Data-protection requests (issue 19): the export or erasure a client asks for, the confirmation of
-- each service in an erasure, and the audit log of who exported, erased or downloaded what.
-- CreateEnum
CREATE TYPE "DataRequestType" AS ENUM ('export', 'erasure');

-- CreateEnum
CREATE TYPE "DataRequestStatus" AS ENUM ('pending', 'in_progress', 'done', 'failed');

-- CreateEnum
CREATE TYPE "DataRequester" AS ENUM ('client', 'coach');

-- CreateTable
CREATE TABLE "data_requests" (
    "id" UUID NOT NULL,
    "type" "DataRequestType" NOT NULL,
    "status" "DataRequestStatus" NOT NULL DEFAULT 'pending',
    "client_id" UUID NOT NULL,
    "requested_by" "DataRequester" NOT NULL,
    "requested_by_user_id" UUID,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "executed_at" TIMESTAMPTZ(3),
    "executed_by_user_id" UUID,
    "completed_at" TIMESTAMPTZ(3),
    "archive_id" UUID,
    "stuck_at" TIMESTAMPTZ(3),
    "erasure_subject" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "data_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "data_request_confirmations" (
    "request_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "last_sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmed_at" TIMESTAMPTZ(3),
    "erased" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "data_request_confirmations_pkey" PRIMARY KEY ("request_id","service")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "actor_user_id" UUID,
    "actor_role" TEXT,
    "subject_type" TEXT,
    "subject_id" UUID,
    "detail" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "data_requests_client_id_created_at_idx" ON "data_requests"("client_id", "created_at");

-- CreateIndex
CREATE INDEX "data_requests_status_due_at_idx" ON "data_requests"("status", "due_at");

-- CreateIndex
CREATE INDEX "data_request_confirmations_confirmed_at_last_sent_at_idx" ON "data_request_confirmations"("confirmed_at", "last_sent_at");

-- CreateIndex
CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "audit_log_subject_type_subject_id_idx" ON "audit_log"("subject_type", "subject_id");

-- AddForeignKey
ALTER TABLE "data_request_confirmations" ADD CONSTRAINT "data_request_confirmations_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "data_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- One open request of each kind per client: a second ask while one is open is refused (409).
CREATE UNIQUE INDEX "data_requests_one_open_idx" ON "data_requests"("client_id", "type") WHERE "status" IN ('pending', 'in_progress');
