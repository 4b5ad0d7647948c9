-- CreateEnum
CREATE TYPE "ClientStatus" AS ENUM ('pending', 'active', 'paused', 'archived');

-- CreateTable
CREATE TABLE "clients" (
    "client_id" UUID NOT NULL,
    "user_id" UUID,
    "coach_user_id" UUID,
    "nutritionist_user_id" UUID,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" "ClientStatus" NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,
    "checkin_day" SMALLINT,
    "time_zone" TEXT,
    "next_due_date" DATE,
    "last_nudged_at" TIMESTAMPTZ(3),

    CONSTRAINT "clients_pkey" PRIMARY KEY ("client_id")
);

-- CreateTable
CREATE TABLE "onboarding" (
    "client_id" UUID NOT NULL,
    "goals" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "goals_own_words" TEXT,
    "target_weight_kg" DOUBLE PRECISION,
    "height_cm" DOUBLE PRECISION,
    "date_of_birth" DATE,
    "weight_kg" DOUBLE PRECISION,
    "measurements_cm" JSONB,
    "activity_level" TEXT,
    "training_experience" TEXT,
    "training_place" TEXT,
    "screening" JSONB,
    "screening_flagged" BOOLEAN NOT NULL DEFAULT false,
    "medical_conditions" TEXT,
    "medications" TEXT,
    "diet" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "diet_other" TEXT,
    "allergies" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "allergies_other" TEXT,
    "cycle_tracking" JSONB,
    "checkin_day" SMALLINT,
    "time_zone" TEXT,
    "consent_version" TEXT,
    "consent_given_at" TIMESTAMPTZ(3),
    "consent_withdrawn_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "onboarding_pkey" PRIMARY KEY ("client_id")
);

-- CreateTable
CREATE TABLE "checkins" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "client_id" UUID NOT NULL,
    "due_date" DATE NOT NULL,
    "baseline" BOOLEAN NOT NULL DEFAULT false,
    "late" BOOLEAN NOT NULL DEFAULT false,
    "missed_weeks_before" SMALLINT NOT NULL DEFAULT 0,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "weight_kg" DOUBLE PRECISION NOT NULL,
    "weight_change_kg" DOUBLE PRECISION,
    "chest_cm" DOUBLE PRECISION,
    "waist_cm" DOUBLE PRECISION,
    "hips_cm" DOUBLE PRECISION,
    "thigh_cm" DOUBLE PRECISION,
    "arm_cm" DOUBLE PRECISION,
    "energy" SMALLINT NOT NULL,
    "sleep" SMALLINT NOT NULL,
    "stress" SMALLINT NOT NULL,
    "hunger" SMALLINT NOT NULL,
    "mood" SMALLINT NOT NULL,
    "digestion" SMALLINT NOT NULL,
    "motivation" SMALLINT NOT NULL,
    "workouts_done" SMALLINT NOT NULL,
    "workouts_planned" SMALLINT NOT NULL,
    "adherence_percent" SMALLINT NOT NULL,
    "steps" INTEGER NOT NULL,
    "water_litres" DOUBLE PRECISION NOT NULL,
    "had_period" BOOLEAN,
    "win" TEXT NOT NULL DEFAULT '',
    "struggle" TEXT NOT NULL DEFAULT '',
    "questions" TEXT NOT NULL DEFAULT '',
    "attention" BOOLEAN NOT NULL DEFAULT false,
    "feedback" TEXT,
    "reviewed_at" TIMESTAMPTZ(3),
    "reviewed_by_user_id" UUID,
    "reviewer_name" TEXT,

    CONSTRAINT "checkins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "checkin_drafts" (
    "client_id" UUID NOT NULL,
    "draft" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "checkin_drafts_pkey" PRIMARY KEY ("client_id")
);

-- CreateTable
CREATE TABLE "reply_snippets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "coach_user_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reply_snippets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "clients_user_id_key" ON "clients"("user_id");

-- CreateIndex
CREATE INDEX "clients_nutritionist_user_id_idx" ON "clients"("nutritionist_user_id");

-- CreateIndex
CREATE INDEX "clients_status_next_due_date_idx" ON "clients"("status", "next_due_date");

-- CreateIndex
CREATE UNIQUE INDEX "checkins_client_id_due_date_key" ON "checkins"("client_id", "due_date");

-- CreateIndex
CREATE INDEX "reply_snippets_coach_user_id_title_idx" ON "reply_snippets"("coach_user_id", "title");

-- The review queue: unreviewed check-ins, oldest first (Prisma's schema cannot express a partial index).
CREATE INDEX "checkins_review_queue_idx" ON "checkins"("submitted_at", "id") WHERE "reviewed_at" IS NULL;
