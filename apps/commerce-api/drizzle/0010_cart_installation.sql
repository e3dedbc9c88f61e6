CREATE TABLE "installation_offers" (
	"category_path" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "installation_offers_price" CHECK ("installation_offers"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "installation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
INSERT INTO "installation_offers" ("category_path", "price_cents") VALUES
	('exterior/bumpers', 24900),
	('exterior/tonneau-covers', 14900),
	('exterior/running-boards-and-steps', 12900),
	('lighting/headlights', 9900),
	('performance/exhaust', 17900);
