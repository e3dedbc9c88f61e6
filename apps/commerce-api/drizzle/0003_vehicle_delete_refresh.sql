-- Deleting a vehicle configuration cascades to its applications, but by the time the application triggers run the
-- vehicle row is gone, so they cannot tell which year/model lost them. This statement trigger on vehicles runs
-- after the cascade and recomputes the year/make/model keys of the deleted configurations in both summaries.
CREATE FUNCTION "vehicles_fitted_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fitted_lines f USING (SELECT DISTINCT o.model_id, o.year FROM old_rows o) k
    WHERE f.model_id = k.model_id AND f.year = k.year;
  INSERT INTO fitted_lines (make_id, model_id, year, product_line_id, app_note)
    SELECT v.make_id, v.model_id, v.year, fa.product_line_id, min(fa.app_note)
    FROM (SELECT DISTINCT o.model_id, o.year FROM old_rows o) k
    JOIN vehicles v ON v.model_id = k.model_id AND v.year = k.year
    JOIN fitment_applications fa ON fa.vehicle_id = v.id
    GROUP BY v.make_id, v.model_id, v.year, fa.product_line_id;
  DELETE FROM fitted_year_models f USING (SELECT DISTINCT o.model_id, o.year FROM old_rows o) k
    WHERE f.model_id = k.model_id AND f.year = k.year
      AND NOT EXISTS (SELECT 1 FROM vehicles v JOIN fitment_applications fa ON fa.vehicle_id = v.id
                      WHERE v.model_id = f.model_id AND v.year = f.year);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_fitted_refresh" AFTER DELETE ON "vehicles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_fitted_refresh"();
