-- Issue 19, data protection: the messages of an erased client keep their place in the thread,
-- marked deleted (their text replaced), and a marketing-consent withdrawal from her data-protection
-- page is a suppression reason of its own.
ALTER TYPE "SuppressionReason" ADD VALUE 'withdrawn';

ALTER TABLE "messages" ADD COLUMN "deleted_at" TIMESTAMPTZ(3);
