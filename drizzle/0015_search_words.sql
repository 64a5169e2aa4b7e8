CREATE TABLE "search_words" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"groups" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_by_id" text,
	CONSTRAINT "search_words_single_row" CHECK ("search_words"."id" = 1)
);
--> statement-breakpoint
-- A save of the search words moves the catalogue's version like a product write, so every process
-- rebuilds its search (the version check is the backstop for a lost notification).
CREATE CONSTRAINT TRIGGER "search_words_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "search_words"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
