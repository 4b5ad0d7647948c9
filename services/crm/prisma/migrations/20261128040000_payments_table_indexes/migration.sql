-- The payments table picks a page's ids from an index alone (an index-only scan) and joins only
-- those rows: each index it reads ends in (paid_at DESC, id), the table's order. A search reads
-- its clients' payments by client_id, with status and plan_id after it, so that a search with
-- those filters stays index-only too. (No semicolons in comments: Prisma splits at each.)

-- DropIndex
DROP INDEX "payments_status_paid_at_idx";

-- DropIndex
DROP INDEX "payments_plan_id_paid_at_idx";

-- DropIndex
DROP INDEX "payments_client_id_paid_at_idx";

-- CreateIndex
CREATE INDEX "payments_status_paid_at_id_idx" ON "payments"("status", "paid_at" DESC, "id");

-- CreateIndex
CREATE INDEX "payments_plan_id_paid_at_id_idx" ON "payments"("plan_id", "paid_at" DESC, "id");

-- CreateIndex
CREATE INDEX "payments_client_id_paid_at_id_status_plan_id_idx" ON "payments"("client_id", "paid_at" DESC, "id", "status", "plan_id");
