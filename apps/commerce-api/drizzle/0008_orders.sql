CREATE TABLE "checkout_gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_applications_status" CHECK ("coupon_applications"."status" in ('PENDING', 'APPLIED'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" smallint,
	"amount_off_cents" integer,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"scope_type" text DEFAULT 'ALL' NOT NULL,
	"scope_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type" CHECK ("coupons"."type" in ('PERCENT', 'AMOUNT', 'FREE_SHIPPING')),
	CONSTRAINT "coupons_scope_type" CHECK ("coupons"."scope_type" in ('ALL', 'PRODUCT_LINE', 'CATEGORY', 'BRAND')),
	CONSTRAINT "coupons_value" CHECK (("coupons"."type" <> 'PERCENT' or "coupons"."percent_off" between 1 and 100)
          and ("coupons"."type" <> 'AMOUNT' or "coupons"."amount_off_cents" > 0)),
	CONSTRAINT "coupons_usage" CHECK ("coupons"."times_used" >= 0 and ("coupons"."usage_limit" is null or "coupons"."times_used" <= "coupons"."usage_limit")),
	CONSTRAINT "coupons_min_subtotal" CHECK ("coupons"."min_subtotal_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_kind" CHECK ("gift_card_ledger"."kind" in ('ISSUE', 'HOLD', 'RELEASE', 'DEBIT', 'REFUND')),
	CONSTRAINT "gift_card_ledger_amount" CHECK ("gift_card_ledger"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"number_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"pin_hash" text NOT NULL,
	"balance_cents" integer NOT NULL,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_amounts" CHECK ("gift_cards"."held_cents" >= 0 and "gift_cards"."held_cents" <= "gift_cards"."balance_cents")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"site" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'IN_FLIGHT' NOT NULL,
	"order_id" uuid,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_site_key_pk" PRIMARY KEY("site","key"),
	CONSTRAINT "idempotency_keys_state" CHECK ("idempotency_keys"."state" in ('IN_FLIGHT', 'COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"product_line_slug" text NOT NULL,
	"sku_slug" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"fitment_data" jsonb,
	"shipping_status" text DEFAULT 'PENDING' NOT NULL,
	"cancellation_details" jsonb,
	"return_details" jsonb,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_status" CHECK ("order_lines"."shipping_status" in ('PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED')),
	CONSTRAINT "order_lines_amounts" CHECK ("order_lines"."qty" between 1 and 99 and "order_lines"."unit_price_cents" >= 0 and "order_lines"."discount_cents" >= 0
          and "order_lines"."tax_cents" >= 0 and "order_lines"."refunded_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"reference" text NOT NULL,
	"perm_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"email" text NOT NULL,
	"zipcode" text NOT NULL,
	"shipping_contact" jsonb NOT NULL,
	"billing_contact" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"gift_card_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_details" jsonb,
	"tracking_id" text,
	"carrier" text,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('PENDING', 'PLACED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED', 'FAILED')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."tax_cents" >= 0
          and "orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."shipping_cents" + "orders"."tax_cents"
          and "orders"."gift_card_cents" between 0 and "orders"."total_cents"
          and "orders"."refunded_cents" between 0 and "orders"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"provider_ref" text,
	"display_network" text,
	"last_four" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('PENDING', 'AUTHORISED', 'CAPTURED', 'PARTLY_REFUNDED', 'REFUNDED', 'FAILED')),
	CONSTRAINT "payments_amounts" CHECK ("payments"."amount_cents" > 0 and "payments"."refunded_cents" between 0 and "payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid,
	"payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"gift_card_cents" integer DEFAULT 0 NOT NULL,
	"before_capture" boolean DEFAULT false NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('PENDING', 'SUCCEEDED')),
	CONSTRAINT "refunds_amounts" CHECK ("refunds"."amount_cents" > 0 and "refunds"."gift_card_cents" between 0 and "refunds"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "checkout_gift_cards" ADD CONSTRAINT "checkout_gift_cards_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_gift_cards" ADD CONSTRAINT "checkout_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_applications" ADD CONSTRAINT "coupon_applications_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_applications" ADD CONSTRAINT "coupon_applications_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_tokens" ADD CONSTRAINT "order_status_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_gift_cards_cart_card_uq" ON "checkout_gift_cards" USING btree ("cart_id","gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_applications_cart_coupon_uq" ON "coupon_applications" USING btree ("cart_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_applications_cart_kind_uq" ON "coupon_applications" USING btree ("cart_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_site_code_uq" ON "coupons" USING btree ("site","code");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("gift_card_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_order_idx" ON "gift_card_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_site_number_uq" ON "gift_cards" USING btree ("site","number_hash");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_tokens_order_idx" ON "order_status_tokens" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_site_reference_uq" ON "orders" USING btree ("site","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_uq" ON "orders" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "orders_site_perm_idx" ON "orders" USING btree ("site","perm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");