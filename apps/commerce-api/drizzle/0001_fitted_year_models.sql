CREATE TABLE "fitted_year_models" (
	"year" smallint NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	CONSTRAINT "fitted_year_models_year_make_id_model_id_pk" PRIMARY KEY("year","make_id","model_id")
);
--> statement-breakpoint
ALTER TABLE "fitted_year_models" ADD CONSTRAINT "fitted_year_models_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitted_year_models" ADD CONSTRAINT "fitted_year_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitted_year_models_make_idx" ON "fitted_year_models" USING btree ("make_id","model_id","year");--> statement-breakpoint
-- Kept current by statement triggers with transition tables: one set-based step per insert or delete statement,
-- so bulk loads and importers pay one join instead of a per-row call.
CREATE FUNCTION "fitted_year_models_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fitted_year_models (year, make_id, model_id)
    SELECT DISTINCT v.year, v.make_id, v.model_id FROM new_rows n JOIN vehicles v ON v.id = n.vehicle_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fitted_year_models_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fitted_year_models f
    USING (SELECT DISTINCT v.year, v.model_id FROM old_rows o JOIN vehicles v ON v.id = o.vehicle_id) d
    WHERE f.year = d.year AND f.model_id = d.model_id
      AND NOT EXISTS (SELECT 1 FROM vehicles v JOIN fitment_applications fa ON fa.vehicle_id = v.id
                      WHERE v.model_id = f.model_id AND v.year = f.year);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fitment_applications_fitted_add" AFTER INSERT ON "fitment_applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fitted_year_models_add"();
--> statement-breakpoint
CREATE TRIGGER "fitment_applications_fitted_drop" AFTER DELETE ON "fitment_applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fitted_year_models_drop"();
--> statement-breakpoint
INSERT INTO "fitted_year_models" (year, make_id, model_id)
  SELECT DISTINCT v.year, v.make_id, v.model_id FROM vehicles v
  WHERE EXISTS (SELECT 1 FROM fitment_applications fa WHERE fa.vehicle_id = v.id);
