-- Emails about unread messages: where staff are written to, and how far each person's
-- conversation has been emailed about.
ALTER TABLE "clients" ADD COLUMN "coach_email" TEXT;
ALTER TABLE "clients" ADD COLUMN "nutritionist_email" TEXT;
ALTER TABLE "conversation_members" ADD COLUMN "emailed_up_to_seq" BIGINT NOT NULL DEFAULT 0;
-- The digest sweep reads only the people with something unread.
CREATE INDEX "conversation_members_unread_idx" ON "conversation_members"("conversation_id")
    WHERE "unread_count" > 0;
