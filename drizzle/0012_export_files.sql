CREATE TABLE "export_files" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"period_from" date,
	"period_to" date,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea",
	"size" integer,
	"row_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_files_requested_by_idx" ON "export_files" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "export_files_created_at_idx" ON "export_files" USING btree ("created_at");