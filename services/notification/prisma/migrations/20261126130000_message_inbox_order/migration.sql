-- The inbox as an index scan and a LIMIT, not a sort of every conversation (issue 15's targets):
-- each member row carries its conversation's latest activity (kept on send, like unread_count), so
-- her unread conversations come in inbox order from one partial index, which also answers her
-- unread total without reading the table. The conversations she has read come in order from an
-- index on the conversation's latest activity (the coach's every conversation, or a
-- nutritionist's own).
ALTER TABLE "conversation_members" ADD COLUMN "last_message_at" TIMESTAMPTZ(3);

-- Backfill: every member row gets its conversation's latest activity.
UPDATE "conversation_members" m
SET "last_message_at" = c."last_message_at"
FROM "conversations" c
WHERE c."id" = m."conversation_id" AND c."last_message_at" IS NOT NULL;

CREATE INDEX "conversation_members_inbox_unread_idx"
    ON "conversation_members"("user_id", "last_message_at" DESC NULLS LAST, "conversation_id")
    INCLUDE ("unread_count")
    WHERE "unread_count" > 0;

CREATE INDEX "conversations_inbox_idx"
    ON "conversations"("last_message_at" DESC NULLS LAST, "id");

-- A nutritionist's conversations in inbox order (it also serves every lookup by staff_user_id).
DROP INDEX "conversations_staff_user_id_idx";
CREATE INDEX "conversations_staff_user_id_last_message_at_idx"
    ON "conversations"("staff_user_id", "last_message_at" DESC NULLS LAST, "id");
