-- Messages (issue 15): crm's clients as conversations need them, the conversations, their
-- messages, and what each of the two people in one has read.
CREATE TYPE "ClientStatus" AS ENUM ('pending', 'active', 'paused', 'archived');
CREATE TYPE "ConversationKind" AS ENUM ('coach', 'nutritionist');

CREATE TABLE "clients" (
    "client_id" UUID NOT NULL,
    "user_id" UUID,
    "coach_user_id" UUID,
    "nutritionist_user_id" UUID,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" "ClientStatus" NOT NULL,
    "coach_name" TEXT,
    "nutritionist_name" TEXT,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "clients_pkey" PRIMARY KEY ("client_id")
);
CREATE UNIQUE INDEX "clients_user_id_key" ON "clients"("user_id");
CREATE INDEX "clients_nutritionist_user_id_idx" ON "clients"("nutritionist_user_id");

CREATE TABLE "conversations" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "client_id" UUID NOT NULL,
    "kind" "ConversationKind" NOT NULL,
    "staff_user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_message_at" TIMESTAMPTZ(3),
    "last_message_id" UUID,
    CONSTRAINT "conversations_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "conversations_client_id_kind_staff_user_id_key"
    ON "conversations"("client_id", "kind", "staff_user_id");
CREATE INDEX "conversations_staff_user_id_idx" ON "conversations"("staff_user_id");

CREATE TABLE "messages" (
    "id" UUID NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "conversation_id" UUID NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
    "sender_user_id" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "messages_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "messages_seq_key" ON "messages"("seq");
CREATE INDEX "messages_conversation_id_seq_idx" ON "messages"("conversation_id", "seq");

CREATE TABLE "conversation_members" (
    "conversation_id" UUID NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
    "user_id" UUID NOT NULL,
    "read_up_to_seq" BIGINT NOT NULL DEFAULT 0,
    "unread_count" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "conversation_members_pkey" PRIMARY KEY ("conversation_id", "user_id")
);
CREATE INDEX "conversation_members_user_id_idx" ON "conversation_members"("user_id");
