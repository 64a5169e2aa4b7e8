CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Counts are worth no WAL: a crash may forget them, and a limit then starts afresh.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");
--> statement-breakpoint
-- Moves the catalogue version once per transaction that writes products. Deferred to the commit, so the
-- version row is always the last lock a transaction takes (no deadlock with the product rows' locks) and
-- it moves only with data another process can already read.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('shop.catalogue_bumped', true) IS DISTINCT FROM 'yes' THEN
		UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
		PERFORM set_config('shop.catalogue_bumped', 'yes', true);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "products_truncate_bump_catalogue_version" AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
