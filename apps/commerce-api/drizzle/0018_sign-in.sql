CREATE TABLE "sign_in_known_ips" (
	"user_id" text NOT NULL,
	"ip" text NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_known_ips_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
ALTER TABLE "sign_in_known_ips" ADD CONSTRAINT "sign_in_known_ips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;