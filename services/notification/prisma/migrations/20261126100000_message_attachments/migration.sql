-- Message attachments: images and PDFs, uploaded first, linked to a message when it is sent.
CREATE TABLE "attachments" (
    "id" UUID NOT NULL,
    "uploader_user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "conversation_id" UUID,
    "message_id" UUID,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "attachments_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "attachments_kind_check" CHECK ("kind" IN ('image', 'pdf'))
);

CREATE INDEX "attachments_message_id_position_idx" ON "attachments"("message_id", "position");
CREATE INDEX "attachments_uploader_user_id_idx" ON "attachments"("uploader_user_id");
