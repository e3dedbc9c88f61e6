ALTER TABLE "balance_requests" DROP CONSTRAINT "balance_requests_status";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "balance_request_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_balance_request_id_balance_requests_id_fk" FOREIGN KEY ("balance_request_id") REFERENCES "public"."balance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_requests" ADD CONSTRAINT "balance_requests_status" CHECK ("balance_requests"."status" in ('OPEN', 'PENDING', 'PAID', 'CLOSED', 'REFUNDED'));