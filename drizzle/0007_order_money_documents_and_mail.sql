CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "installation_fee_kobo" bigint;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "field" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "before_value" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "after_value" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "installation_fee_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installation_fee_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "followed_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "followed_up_by" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_not_negative" CHECK ("orders"."subtotal_kobo" >= 0 and "orders"."total_kobo" >= 0 and "orders"."installation_fee_kobo" >= 0 and "orders"."discount_kobo" >= 0 and coalesce("orders"."delivery_fee_kobo", 0) >= 0);