CREATE TABLE "document_details" (
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_details_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "whatsapp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "hours" jsonb DEFAULT '[{"days":"Mon-Fri","hours":"8:00 AM - 6:00 PM"},{"days":"Sat","hours":"9:00 AM - 4:00 PM"},{"days":"Sun","hours":"Closed"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "document_details" ADD CONSTRAINT "document_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- data: every order placed before this migration keeps today's business details on its proforma, and every paid one on its receipt (the defaults where none were saved)
INSERT INTO "document_details" ("order_id", "kind", "details", "issued_at")
SELECT o."id", k."kind", d."details",
	CASE WHEN k."kind" = 'receipt' THEN coalesce(o."paid_at", o."created_at") ELSE o."created_at" END
FROM "orders" o
CROSS JOIN (VALUES ('proforma'), ('receipt')) AS k("kind")
CROSS JOIN (
	SELECT coalesce(
		(SELECT jsonb_build_object(
			'tradingName', b."trading_name", 'whatsapp', b."whatsapp", 'address', b."address",
			'rcNumber', b."rc_number", 'phone', b."phone", 'otherPhone', b."other_phone", 'email', b."email",
			'bankName', b."bank_name", 'accountName', b."account_name", 'accountNumber', b."account_number",
			'proformaValidityDays', b."proforma_validity_days", 'hours', b."hours")
		FROM "business_details" b WHERE b."id" = 1),
		jsonb_build_object(
			'tradingName', 'GaragePro', 'whatsapp', '', 'address', '', 'rcNumber', '', 'phone', '',
			'otherPhone', '', 'email', '', 'bankName', '', 'accountName', '', 'accountNumber', '',
			'proformaValidityDays', 7, 'hours', '[]'::jsonb)
	) AS "details"
) d
WHERE k."kind" = 'proforma' OR o."payment_method" IS NOT NULL
ON CONFLICT DO NOTHING;
