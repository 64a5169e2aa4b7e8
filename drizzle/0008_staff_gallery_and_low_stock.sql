CREATE TABLE "staff_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"subject" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"staff_level" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_id" text,
	"invited_by_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "staff_level" text;--> statement-breakpoint
CREATE INDEX "staff_activity_created_idx" ON "staff_activity" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_activity_actor_idx" ON "staff_activity" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_not_negative" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
UPDATE "products" SET "images" = jsonb_build_array("image_public_id");--> statement-breakpoint
UPDATE "user" SET "staff_level" = 'owner' WHERE "role" = 'admin';
