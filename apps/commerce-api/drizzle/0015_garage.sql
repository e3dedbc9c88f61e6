CREATE TABLE "garage_vehicles" (
	"user_id" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"position" smallint NOT NULL,
	"year" integer NOT NULL,
	"make_slug" text NOT NULL,
	"model_slug" text NOT NULL,
	"body_slug" text,
	"bed_slug" text,
	"engine_slug" text,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "garage_vehicles_user_id_vehicle_id_pk" PRIMARY KEY("user_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "garages" (
	"user_id" text PRIMARY KEY NOT NULL,
	"selected_vehicle_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_user_id_garages_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."garages"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garages" ADD CONSTRAINT "garages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_position_idx" ON "garage_vehicles" USING btree ("user_id","position");