CREATE TABLE "cart_restore_links" (
	"short_id" text PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"shipping_contact" jsonb,
	"billing_contact" jsonb,
	"shipping_method" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_shipping_settings" (
	"site" text PRIMARY KEY NOT NULL,
	"free_threshold_cents" integer NOT NULL,
	"standard_cents" integer NOT NULL,
	"freight_cents" integer NOT NULL,
	"same_day_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"months" smallint NOT NULL,
	"price_basis_points" integer NOT NULL,
	"min_price_cents" integer NOT NULL,
	"category_path" text,
	CONSTRAINT "warranty_plans_price" CHECK ("warranty_plans"."price_basis_points" > 0 and "warranty_plans"."min_price_cents" > 0),
	CONSTRAINT "warranty_plans_months" CHECK ("warranty_plans"."months" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "warranty_plan_id" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "warranty_qty" smallint;--> statement-breakpoint
ALTER TABLE "cart_restore_links" ADD CONSTRAINT "cart_restore_links_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_restore_links_cart_idx" ON "cart_restore_links" USING btree ("cart_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_warranty_plan_id_warranty_plans_id_fk" FOREIGN KEY ("warranty_plan_id") REFERENCES "public"."warranty_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_warranty_qty" CHECK (("cart_items"."warranty_plan_id" is null and "cart_items"."warranty_qty" is null) or "cart_items"."warranty_qty" between 1 and "cart_items"."qty");--> statement-breakpoint
INSERT INTO "warranty_plans" ("id", "name", "months", "price_basis_points", "min_price_cents", "category_path") VALUES
	('protect-2y', '2-Year Protection Plan', 24, 900, 499, NULL),
	('protect-4y', '4-Year Protection Plan', 48, 1500, 899, NULL),
	('exterior-3y', '3-Year Finish & Impact Protection', 36, 1200, 1999, 'exterior');--> statement-breakpoint
INSERT INTO "site_shipping_settings" ("site", "free_threshold_cents", "standard_cents", "freight_cents", "same_day_cents") VALUES
	('fitkit', 9900, 995, 14900, 2495);
