CREATE TABLE "media_files" (
	"public_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_public_id_file_name_pk" PRIMARY KEY("public_id","file_name")
);
--> statement-breakpoint
-- WebP and JPEG are compressed already: keep the bytes out of line without trying to compress them again.
ALTER TABLE "media_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
