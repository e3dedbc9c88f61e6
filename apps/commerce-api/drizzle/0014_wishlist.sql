CREATE TABLE "wishlist_item_meta" (
	"cart_item_id" uuid PRIMARY KEY NOT NULL,
	"meta" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wishlist_item_meta" ADD CONSTRAINT "wishlist_item_meta_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;