CREATE TABLE "business_details" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"trading_name" text NOT NULL,
	"address" text NOT NULL,
	"rc_number" text NOT NULL,
	"phone" text NOT NULL,
	"other_phone" text NOT NULL,
	"email" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"proforma_validity_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_by_id" text,
	CONSTRAINT "business_details_single_row" CHECK ("business_details"."id" = 1),
	CONSTRAINT "business_details_account_number" CHECK ("business_details"."account_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "business_details_validity" CHECK ("business_details"."proforma_validity_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "delivery_fees" (
	"state" text PRIMARY KEY NOT NULL,
	"fee_kobo" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_by_id" text,
	CONSTRAINT "delivery_fees_fee_not_negative" CHECK ("delivery_fees"."fee_kobo" >= 0)
);
