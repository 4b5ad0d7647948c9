-- The client's week (issue 13): her time zone from onboarding (for her next due date) and the
-- health-screening flag the coach reviews.
ALTER TABLE "clients" ADD COLUMN "check_in_time_zone" TEXT,
ADD COLUMN "screening_flagged" BOOLEAN NOT NULL DEFAULT false;
