CREATE TABLE "balance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"attempt_token" text,
	"pending_since" timestamp with time zone,
	"provider_ref" text,
	"display_network" text,
	"last_four" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "balance_requests_status" CHECK ("balance_requests"."status" in ('OPEN', 'PENDING', 'PAID')),
	CONSTRAINT "balance_requests_amount" CHECK ("balance_requests"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "balance_requests" ADD CONSTRAINT "balance_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_requests_order_idx" ON "balance_requests" USING btree ("order_id");