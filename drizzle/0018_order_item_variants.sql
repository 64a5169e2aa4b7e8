ALTER TABLE "order_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_options" jsonb;