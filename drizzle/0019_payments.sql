CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"part" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'starting' NOT NULL,
	"checkout_url" text,
	"detail" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_kobo" > 0),
	CONSTRAINT "payment_attempts_provider" CHECK ("payment_attempts"."provider" in ('paystack', 'flutterwave')),
	CONSTRAINT "payment_attempts_part" CHECK ("payment_attempts"."part" in ('deposit', 'balance')),
	CONSTRAINT "payment_attempts_status" CHECK ("payment_attempts"."status" in ('starting', 'pending', 'paid', 'failed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "payment_files" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"file_id" text NOT NULL,
	"amount_kobo" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"payment_id" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" text,
	"decided_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proofs_status" CHECK ("payment_proofs"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"method" text NOT NULL,
	"provider" text,
	"reference" text,
	"provider_transaction_id" text,
	"paid_at" timestamp with time zone NOT NULL,
	"recorded_by_id" text,
	"recorded_by_name" text NOT NULL,
	"note" text,
	"proof_file_id" text,
	"voided_at" timestamp with time zone,
	"voided_by_id" text,
	"voided_by_name" text,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_kobo" > 0),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('online', 'bank_transfer', 'cash', 'pos', 'card', 'other')),
	CONSTRAINT "payments_online_has_provider" CHECK (("payments"."method" = 'online') = ("payments"."provider" is not null and "payments"."reference" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "deposit_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "payment_provider" text DEFAULT 'paystack' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_files" ADD CONSTRAINT "payment_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_order_number_idx" ON "payment_attempts" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "payment_attempts_status_idx" ON "payment_attempts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_proofs_order_idx" ON "payment_proofs" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_proofs_status_idx" ON "payment_proofs" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider","reference") WHERE "payments"."provider" is not null;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_percent" CHECK ("orders"."deposit_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "business_details" ADD CONSTRAINT "business_details_deposit" CHECK ("business_details"."deposit_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "business_details" ADD CONSTRAINT "business_details_payment_provider" CHECK ("business_details"."payment_provider" in ('paystack', 'flutterwave'));--> statement-breakpoint
-- The orders already paid become one ledger row each (the whole total, by the method staff recorded), so
-- their amount paid and balance read the same as before the ledger.
INSERT INTO "payments" ("id", "order_id", "amount_kobo", "method", "paid_at", "recorded_by_name", "note")
SELECT gen_random_uuid()::text, "id", "total_kobo", coalesce("payment_method", 'bank_transfer'),
  coalesce("paid_at", "updated_at"), 'Recorded before the ledger', NULL
FROM "orders"
WHERE "status" IN ('paid', 'dispatched', 'delivered') AND "total_kobo" > 0;
