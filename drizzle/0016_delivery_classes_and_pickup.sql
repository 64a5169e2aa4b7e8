CREATE TABLE "delivery_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_classes_name_idx" ON "delivery_classes" USING btree (lower("name"));--> statement-breakpoint
-- Data: the three classes every shop starts with, smallest first (decision 039).
INSERT INTO "delivery_classes" ("id", "name", "position") VALUES ('parcel', 'Parcel', 0), ('pallet', 'Pallet', 1), ('heavy', 'Heavy machine', 2);--> statement-breakpoint
ALTER TABLE "delivery_fees" DROP CONSTRAINT "delivery_fees_pkey";--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD COLUMN "class_id" text DEFAULT 'heavy' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_fees" ALTER COLUMN "class_id" DROP DEFAULT;--> statement-breakpoint
-- Data: today's fee of each state becomes the fee of every class to it, so nothing changes for a shop until the owner edits the table.
INSERT INTO "delivery_fees" ("state", "class_id", "fee_kobo", "updated_at", "updated_by", "updated_by_id") SELECT f."state", c."id", f."fee_kobo", f."updated_at", f."updated_by", f."updated_by_id" FROM "delivery_fees" f CROSS JOIN "delivery_classes" c WHERE f."class_id" = 'heavy' AND c."id" <> 'heavy';--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_state_class_id_pk" PRIMARY KEY("state","class_id");--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_class_id_delivery_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."delivery_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Data: existing products go in the largest class (the default), whose fee is today's fee.
ALTER TABLE "products" ADD COLUMN "delivery_class" text DEFAULT 'heavy' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_delivery_class_delivery_classes_id_fk" FOREIGN KEY ("delivery_class") REFERENCES "public"."delivery_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing orders were all delivered to an address.
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method" CHECK ("orders"."delivery_method" in ('delivery', 'pickup'));
