-- Payments counted and summed per day (UTC), plan, status and currency, kept by triggers in the
-- transaction of every write to payments (the API, the webhooks, the seed and bulk loads alike).
-- The finance figures and the payments table's unsearched counts read these few thousand rows
-- instead of every payment. revenue_minor is what paid payments earned (their amounts less their
-- refunds), 0 for the others. plan_key is the plan, or the nil uuid for none.
CREATE TABLE "payment_daily_totals" (
    "day" DATE NOT NULL,
    "plan_key" UUID NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "payments" INTEGER NOT NULL DEFAULT 0,
    "revenue_minor" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "payment_daily_totals_pkey" PRIMARY KEY ("day", "plan_key", "status", "currency")
);

-- Rows added count in (an insert, or an update's new rows), rows taken away count out (a delete,
-- or an update's old rows): one upsert per statement, however many rows it wrote. The bodies are
-- E'' strings with \073 for each semicolon inside them: Prisma's migrate splits a migration at
-- every semicolon, even one inside a dollar-quoted body.
CREATE FUNCTION "payment_daily_totals_count_in"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO payment_daily_totals AS t (day, plan_key, status, currency, payments, revenue_minor)
  SELECT (paid_at AT TIME ZONE ''UTC'')::date,
         COALESCE(plan_id, ''00000000-0000-0000-0000-000000000000''::uuid), status, currency,
         count(*),
         sum(CASE WHEN status IN (''succeeded'', ''partially_refunded'', ''refunded'')
                  THEN amount_minor - refunded_minor ELSE 0 END)
  FROM added_payments GROUP BY 1, 2, 3, 4
  ON CONFLICT (day, plan_key, status, currency) DO UPDATE
  SET payments = t.payments + EXCLUDED.payments,
      revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor\073
  RETURN NULL\073
END';

CREATE FUNCTION "payment_daily_totals_count_out"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE payment_daily_totals t
  SET payments = t.payments - gone.payments, revenue_minor = t.revenue_minor - gone.revenue_minor
  FROM (
    SELECT (paid_at AT TIME ZONE ''UTC'')::date AS day,
           COALESCE(plan_id, ''00000000-0000-0000-0000-000000000000''::uuid) AS plan_key,
           status, currency, count(*) AS payments,
           sum(CASE WHEN status IN (''succeeded'', ''partially_refunded'', ''refunded'')
                    THEN amount_minor - refunded_minor ELSE 0 END) AS revenue_minor
    FROM removed_payments GROUP BY 1, 2, 3, 4
  ) gone
  WHERE (t.day, t.plan_key, t.status, t.currency) = (gone.day, gone.plan_key, gone.status, gone.currency)\073
  RETURN NULL\073
END';

CREATE TRIGGER "payments_inserted" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS added_payments
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_daily_totals_count_in"();
CREATE TRIGGER "payments_updated_out" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS removed_payments
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_daily_totals_count_out"();
CREATE TRIGGER "payments_updated_in" AFTER UPDATE ON "payments"
  REFERENCING NEW TABLE AS added_payments
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_daily_totals_count_in"();
CREATE TRIGGER "payments_deleted" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS removed_payments
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_daily_totals_count_out"();

-- The payments already there.
INSERT INTO "payment_daily_totals" (day, plan_key, status, currency, payments, revenue_minor)
SELECT (paid_at AT TIME ZONE 'UTC')::date,
       COALESCE(plan_id, '00000000-0000-0000-0000-000000000000'::uuid), status, currency,
       count(*),
       sum(CASE WHEN status IN ('succeeded', 'partially_refunded', 'refunded')
                THEN amount_minor - refunded_minor ELSE 0 END)
FROM "payments" GROUP BY 1, 2, 3, 4;
