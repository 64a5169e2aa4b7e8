CREATE TABLE "sign_in_failures" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"last_held_attempt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_known_clients" (
	"user_id" text NOT NULL,
	"client_key" text NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_known_clients_user_id_client_key_pk" PRIMARY KEY("user_id","client_key")
);
--> statement-breakpoint
ALTER TABLE "sign_in_known_clients" ADD CONSTRAINT "sign_in_known_clients_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failure_idx" ON "sign_in_failures" USING btree ("last_failure_at");