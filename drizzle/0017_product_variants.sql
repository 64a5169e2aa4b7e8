CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"options" jsonb NOT NULL,
	"price_kobo" bigint NOT NULL,
	"original_price_kobo" bigint,
	"installation_fee_kobo" bigint,
	"stock_count" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 2 NOT NULL,
	"image_public_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_count_not_negative" CHECK ("product_variants"."stock_count" >= 0),
	CONSTRAINT "product_variants_low_stock_threshold_not_negative" CHECK ("product_variants"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_lower_idx" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
-- A variant's write moves the catalogue's version like a product's (decision 002).
CREATE CONSTRAINT TRIGGER "product_variants_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
