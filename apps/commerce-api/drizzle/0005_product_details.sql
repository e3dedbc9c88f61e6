CREATE TABLE "product_line_details" (
	"product_line_id" integer PRIMARY KEY NOT NULL,
	"same_day_mode" text NOT NULL,
	"is_freight" boolean NOT NULL,
	"is_free_shipping" boolean NOT NULL,
	"made_to_order" boolean NOT NULL,
	"lead_min_unit" text,
	"lead_min_amount" smallint,
	"lead_max_unit" text,
	"lead_max_amount" smallint,
	"total_reviews" integer NOT NULL,
	"average_rating" double precision NOT NULL,
	"units_sold" integer NOT NULL,
	"promo" text,
	"warranty" text NOT NULL,
	"how_it_works" text NOT NULL,
	"video_id" text,
	"video_type" text,
	"video_seconds" integer,
	"video_upload_date" date,
	"video_title" text,
	"drill_types" jsonb NOT NULL,
	"split_at" text,
	CONSTRAINT "product_line_details_rating" CHECK ("product_line_details"."average_rating" between 0 and 5),
	CONSTRAINT "product_line_details_same_day_mode" CHECK ("product_line_details"."same_day_mode" in ('RAPIDSHIP', 'QUICKSHIP')),
	CONSTRAINT "product_line_details_lead_units" CHECK (coalesce("product_line_details"."lead_min_unit", 'DAYS') in ('DAYS', 'WEEKS') and coalesce("product_line_details"."lead_max_unit", 'DAYS') in ('DAYS', 'WEEKS')),
	CONSTRAINT "product_line_details_video_type" CHECK ("product_line_details"."video_type" is null or "product_line_details"."video_type" in ('youtube', 'wistia'))
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"perm_id" text NOT NULL,
	"product_line_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_perm_id_product_line_id_pk" PRIMARY KEY("perm_id","product_line_id")
);
--> statement-breakpoint
CREATE TABLE "sku_attributes" (
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "sku_attributes_product_id_type_pk" PRIMARY KEY("product_id","type")
);
--> statement-breakpoint
ALTER TABLE "product_line_details" ADD CONSTRAINT "product_line_details_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_attributes" ADD CONSTRAINT "sku_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_line_details_units_sold_idx" ON "product_line_details" USING btree ("units_sold" DESC NULLS LAST,"product_line_id");--> statement-breakpoint
CREATE INDEX "recently_viewed_perm_time_idx" ON "recently_viewed" USING btree ("perm_id","viewed_at" DESC NULLS LAST);