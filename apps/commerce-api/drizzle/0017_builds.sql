CREATE TABLE "build_parts" (
	"build_id" text NOT NULL,
	"position" smallint NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "build_parts_build_id_position_pk" PRIMARY KEY("build_id","position")
);
--> statement-breakpoint
CREATE TABLE "build_photos" (
	"build_id" text NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "build_photos_build_id_position_pk" PRIMARY KEY("build_id","position"),
	CONSTRAINT "build_photos_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "builds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"title" text NOT NULL,
	"story" text NOT NULL,
	"year" smallint NOT NULL,
	"make_slug" text NOT NULL,
	"model_slug" text NOT NULL,
	"body_slug" text,
	"bed_slug" text,
	"engine_slug" text,
	"vehicle_name" text NOT NULL,
	"confirm_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "builds_status_check" CHECK ("builds"."status" in ('submitted', 'confirmed', 'published', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "build_parts" ADD CONSTRAINT "build_parts_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_parts" ADD CONSTRAINT "build_parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_photos" ADD CONSTRAINT "build_photos_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builds_status_vehicle_idx" ON "builds" USING btree ("status","make_slug","model_slug","year","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "builds_user_idx" ON "builds" USING btree ("user_id");