-- Editable email templates (issue 18): the coach's own text per template and its earlier versions,
-- and a note on an email sent for another reason than an event (a test of a template).
-- AlterTable
ALTER TABLE "email_messages" ADD COLUMN     "note" TEXT;

-- CreateTable
CREATE TABLE "email_templates" (
    "key" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "saved_at" TIMESTAMPTZ(3) NOT NULL,
    "saved_by" TEXT,

    CONSTRAINT "email_templates_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "email_template_versions" (
    "key" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "saved_at" TIMESTAMPTZ(3) NOT NULL,
    "saved_by" TEXT,

    CONSTRAINT "email_template_versions_pkey" PRIMARY KEY ("key","version")
);

