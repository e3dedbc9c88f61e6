CREATE TABLE "fitted_lines" (
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"product_line_id" integer NOT NULL,
	"app_note" text,
	CONSTRAINT "fitted_lines_make_id_model_id_year_product_line_id_pk" PRIMARY KEY("make_id","model_id","year","product_line_id")
);
--> statement-breakpoint
ALTER TABLE "fitted_lines" ADD CONSTRAINT "fitted_lines_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitted_lines" ADD CONSTRAINT "fitted_lines_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitted_lines" ADD CONSTRAINT "fitted_lines_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept current like fitted_year_models (0001): statement triggers with transition tables, one set-based step per
-- statement. An insert can only add lines or lower a note, so it upserts; a delete or an update may remove the
-- last application of a line or its first note, so the touched keys are recomputed from the applications left.
CREATE FUNCTION "fitted_lines_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fitted_lines AS f (make_id, model_id, year, product_line_id, app_note)
    SELECT v.make_id, v.model_id, v.year, n.product_line_id, min(n.app_note)
    FROM new_rows n JOIN vehicles v ON v.id = n.vehicle_id
    GROUP BY v.make_id, v.model_id, v.year, n.product_line_id
    ON CONFLICT (make_id, model_id, year, product_line_id)
    DO UPDATE SET app_note = least(f.app_note, excluded.app_note);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fitted_lines_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fitted_lines f USING (SELECT v.make_id, v.model_id, v.year, o.product_line_id FROM old_rows o JOIN vehicles v ON v.id = o.vehicle_id) k
    WHERE f.make_id = k.make_id AND f.model_id = k.model_id AND f.year = k.year
      AND f.product_line_id = k.product_line_id;
  INSERT INTO fitted_lines (make_id, model_id, year, product_line_id, app_note)
    SELECT k.make_id, k.model_id, k.year, k.product_line_id, min(fa.app_note)
    FROM (SELECT v.make_id, v.model_id, v.year, o.product_line_id FROM old_rows o JOIN vehicles v ON v.id = o.vehicle_id) k
    JOIN vehicles v ON v.model_id = k.model_id AND v.year = k.year
    JOIN fitment_applications fa ON fa.vehicle_id = v.id AND fa.product_line_id = k.product_line_id
    GROUP BY k.make_id, k.model_id, k.year, k.product_line_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fitted_lines_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fitted_lines f USING (SELECT v.make_id, v.model_id, v.year, o.product_line_id FROM old_rows o JOIN vehicles v ON v.id = o.vehicle_id
      UNION SELECT v.make_id, v.model_id, v.year, n.product_line_id FROM new_rows n JOIN vehicles v ON v.id = n.vehicle_id) k
    WHERE f.make_id = k.make_id AND f.model_id = k.model_id AND f.year = k.year
      AND f.product_line_id = k.product_line_id;
  INSERT INTO fitted_lines (make_id, model_id, year, product_line_id, app_note)
    SELECT k.make_id, k.model_id, k.year, k.product_line_id, min(fa.app_note)
    FROM (SELECT v.make_id, v.model_id, v.year, o.product_line_id FROM old_rows o JOIN vehicles v ON v.id = o.vehicle_id
      UNION SELECT v.make_id, v.model_id, v.year, n.product_line_id FROM new_rows n JOIN vehicles v ON v.id = n.vehicle_id) k
    JOIN vehicles v ON v.model_id = k.model_id AND v.year = k.year
    JOIN fitment_applications fa ON fa.vehicle_id = v.id AND fa.product_line_id = k.product_line_id
    GROUP BY k.make_id, k.model_id, k.year, k.product_line_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fitment_applications_lines_add" AFTER INSERT ON "fitment_applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fitted_lines_add"();
--> statement-breakpoint
CREATE TRIGGER "fitment_applications_lines_drop" AFTER DELETE ON "fitment_applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fitted_lines_drop"();
--> statement-breakpoint
CREATE TRIGGER "fitment_applications_lines_change" AFTER UPDATE ON "fitment_applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fitted_lines_change"();
--> statement-breakpoint
INSERT INTO "fitted_lines" (make_id, model_id, year, product_line_id, app_note)
  SELECT v.make_id, v.model_id, v.year, fa.product_line_id, min(fa.app_note)
  FROM fitment_applications fa JOIN vehicles v ON v.id = fa.vehicle_id
  GROUP BY v.make_id, v.model_id, v.year, fa.product_line_id;
