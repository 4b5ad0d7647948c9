-- Automations (issue 18): the sequences the coach switches on, their versions, each enrolment of a
-- client or lead, and each step an enrolment has run (statistics and idempotency).
CREATE TYPE "EnrolmentStatus" AS ENUM ('active', 'completed', 'exited', 'stopped');
CREATE TYPE "EnrolmentSubjectKind" AS ENUM ('client', 'lead');

CREATE TABLE "automations" (
  "id" UUID NOT NULL,
  "name" TEXT NOT NULL,
  "enabled" BOOLEAN NOT NULL DEFAULT false,
  "version" INTEGER NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "automations_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "automation_versions" (
  "automation_id" UUID NOT NULL,
  "version" INTEGER NOT NULL,
  "definition" JSONB NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "automation_versions_pkey" PRIMARY KEY ("automation_id", "version"),
  CONSTRAINT "automation_versions_automation_id_fkey" FOREIGN KEY ("automation_id")
    REFERENCES "automations"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "automation_enrolments" (
  "id" UUID NOT NULL,
  "automation_id" UUID NOT NULL,
  "version" INTEGER NOT NULL,
  "subject_kind" "EnrolmentSubjectKind" NOT NULL,
  "subject_id" UUID NOT NULL,
  "email" TEXT NOT NULL,
  "first_name" TEXT NOT NULL,
  "last_name" TEXT NOT NULL DEFAULT '',
  "time_zone" TEXT,
  "trigger_key" TEXT NOT NULL,
  "status" "EnrolmentStatus" NOT NULL DEFAULT 'active',
  "step_index" INTEGER NOT NULL DEFAULT 0,
  "run" INTEGER NOT NULL DEFAULT 0,
  "next_run_at" TIMESTAMPTZ(3),
  "enrolled_at" TIMESTAMPTZ(3) NOT NULL,
  "ended_at" TIMESTAMPTZ(3),
  "exit_reason" TEXT,
  CONSTRAINT "automation_enrolments_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "automation_enrolments_automation_id_version_fkey" FOREIGN KEY ("automation_id", "version")
    REFERENCES "automation_versions"("automation_id", "version") ON DELETE CASCADE ON UPDATE CASCADE
);

-- A client enrolled twice for the same trigger is one enrolment.
CREATE UNIQUE INDEX "automation_enrolments_trigger_key"
  ON "automation_enrolments"("automation_id", "subject_kind", "subject_id", "trigger_key");
-- At most one running enrolment per automation and person (in the migration only: Prisma has no
-- partial indexes).
CREATE UNIQUE INDEX "automation_enrolments_one_active_idx"
  ON "automation_enrolments"("automation_id", "subject_kind", "subject_id") WHERE "status" = 'active';
-- The sweep of late steps, and the exits of one person.
CREATE INDEX "automation_enrolments_due_idx"
  ON "automation_enrolments"("next_run_at") WHERE "status" = 'active';
CREATE INDEX "automation_enrolments_subject_idx"
  ON "automation_enrolments"("subject_kind", "subject_id") WHERE "status" = 'active';
CREATE INDEX "automation_enrolments_automation_id_status_idx"
  ON "automation_enrolments"("automation_id", "status");

CREATE TABLE "automation_step_runs" (
  "enrolment_id" UUID NOT NULL,
  "run" INTEGER NOT NULL,
  "step_index" INTEGER NOT NULL,
  "type" TEXT NOT NULL,
  "email_id" UUID,
  "ran_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "automation_step_runs_pkey" PRIMARY KEY ("enrolment_id", "run"),
  CONSTRAINT "automation_step_runs_enrolment_id_fkey" FOREIGN KEY ("enrolment_id")
    REFERENCES "automation_enrolments"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "automation_step_runs_email_id_idx" ON "automation_step_runs"("email_id");
