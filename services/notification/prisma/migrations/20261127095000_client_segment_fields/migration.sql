-- What segments and automations ask of a client: her tags and joining date (crm's snapshot),
-- her check-ins (checkin's events), her time zone and her last sign-in.
ALTER TABLE "clients"
  ADD COLUMN "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  ADD COLUMN "joined_at" TIMESTAMPTZ(3),
  ADD COLUMN "last_check_in_at" TIMESTAMPTZ(3),
  ADD COLUMN "next_due_date" DATE,
  ADD COLUMN "time_zone" TEXT,
  ADD COLUMN "last_sign_in_at" TIMESTAMPTZ(3);

CREATE INDEX "clients_tags_idx" ON "clients" USING GIN ("tags");
CREATE INDEX "clients_status_joined_at_idx" ON "clients"("status", "joined_at");
