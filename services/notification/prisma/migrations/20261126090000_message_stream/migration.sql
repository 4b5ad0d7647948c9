-- What each person's open pages are told (new messages, reads, unread totals), kept so that a
-- stream reconnecting with Last-Event-ID gets exactly what it missed.
CREATE TABLE "message_stream_events" (
    "id" BIGSERIAL NOT NULL,
    "user_id" UUID NOT NULL,
    "event" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "message_stream_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "message_stream_events_user_id_id_idx" ON "message_stream_events"("user_id", "id");
CREATE INDEX "message_stream_events_created_at_idx" ON "message_stream_events"("created_at");
