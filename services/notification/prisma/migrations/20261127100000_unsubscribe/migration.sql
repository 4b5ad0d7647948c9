-- Unsubscribing (issue 18): a marketing email stores its one-click URL, an address that
-- unsubscribed is kept in email_suppressions, and an email not sent for it is logged suppressed.
ALTER TYPE "EmailStatus" ADD VALUE 'suppressed';

ALTER TABLE "email_messages" ADD COLUMN "list_unsubscribe" TEXT;

CREATE TYPE "SuppressionReason" AS ENUM ('one_click', 'page');

CREATE TABLE "email_suppressions" (
    "address" TEXT NOT NULL,
    "reason" "SuppressionReason" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_suppressions_pkey" PRIMARY KEY ("address")
);
