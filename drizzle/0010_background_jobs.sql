CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unique_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "follow_up_alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_key_idx" ON "jobs" USING btree ("unique_key") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at");--> statement-breakpoint
-- The mail outbox becomes the queue's mail jobs: pending mail keeps its attempts and next try.
INSERT INTO "jobs" ("id", "kind", "payload", "status", "attempts", "run_at", "last_error", "created_at", "finished_at")
SELECT "id", 'mail',
	jsonb_build_object('to', "to_address", 'subject', "subject", 'text', "text_body", 'html', coalesce("html_body", '')),
	CASE "status" WHEN 'sent' THEN 'done' ELSE "status" END,
	"attempts", "next_attempt_at", "last_error", "created_at",
	CASE "status" WHEN 'pending' THEN NULL ELSE coalesce("sent_at", "created_at") END
FROM "mail_outbox";--> statement-breakpoint
DROP TABLE "mail_outbox" CASCADE;
