CREATE TABLE "fitted_make_lines" (
	"make_id" integer NOT NULL,
	"product_line_id" integer NOT NULL,
	"app_note" text,
	CONSTRAINT "fitted_make_lines_make_id_product_line_id_pk" PRIMARY KEY("make_id","product_line_id")
);
--> statement-breakpoint
CREATE TABLE "fitted_model_lines" (
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"product_line_id" integer NOT NULL,
	"app_note" text,
	CONSTRAINT "fitted_model_lines_make_id_model_id_product_line_id_pk" PRIMARY KEY("make_id","model_id","product_line_id")
);
--> statement-breakpoint
ALTER TABLE "fitted_make_lines" ADD CONSTRAINT "fitted_make_lines_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitted_make_lines" ADD CONSTRAINT "fitted_make_lines_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitted_model_lines" ADD CONSTRAINT "fitted_model_lines_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitted_model_lines" ADD CONSTRAINT "fitted_model_lines_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitted_model_lines" ADD CONSTRAINT "fitted_model_lines_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept current from fitted_lines as fitted_lines is from the applications (0002): statement triggers with
-- transition tables, one set-based step per statement, so importers and the vehicle-delete refresh need no extra
-- step. An insert can only add lines or lower a note (upsert with least, which skips nulls as min does); a delete
-- or an update recomputes the touched keys, the model summary from fitted_lines, then the make summary from the
-- model summary (a make's ~1,000 model rows rather than its ~10,000 year rows).
CREATE FUNCTION "fitted_make_model_lines_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fitted_model_lines AS f (make_id, model_id, product_line_id, app_note)
    SELECT n.make_id, n.model_id, n.product_line_id, min(n.app_note) FROM new_rows n
    GROUP BY n.make_id, n.model_id, n.product_line_id
    ON CONFLICT (make_id, model_id, product_line_id) DO UPDATE SET app_note = least(f.app_note, excluded.app_note);
  INSERT INTO fitted_make_lines AS f (make_id, product_line_id, app_note)
    SELECT n.make_id, n.product_line_id, min(n.app_note) FROM new_rows n
    GROUP BY n.make_id, n.product_line_id
    ON CONFLICT (make_id, product_line_id) DO UPDATE SET app_note = least(f.app_note, excluded.app_note);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fitted_make_model_lines_recompute"(makes integer[], models integer[], lines integer[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fitted_model_lines f USING unnest(makes, models, lines) k(make_id, model_id, product_line_id)
    WHERE f.make_id = k.make_id AND f.model_id = k.model_id AND f.product_line_id = k.product_line_id;
  INSERT INTO fitted_model_lines (make_id, model_id, product_line_id, app_note)
    SELECT k.make_id, k.model_id, k.product_line_id, min(fl.app_note)
    FROM unnest(makes, models, lines) k(make_id, model_id, product_line_id)
    JOIN fitted_lines fl ON fl.make_id = k.make_id AND fl.model_id = k.model_id AND fl.product_line_id = k.product_line_id
    GROUP BY k.make_id, k.model_id, k.product_line_id;
  DELETE FROM fitted_make_lines f USING unnest(makes, lines) k(make_id, product_line_id)
    WHERE f.make_id = k.make_id AND f.product_line_id = k.product_line_id;
  INSERT INTO fitted_make_lines (make_id, product_line_id, app_note)
    SELECT k.make_id, k.product_line_id, min(ml.app_note)
    FROM (SELECT DISTINCT * FROM unnest(makes, lines) u(make_id, product_line_id)) k
    JOIN fitted_model_lines ml ON ml.make_id = k.make_id AND ml.product_line_id = k.product_line_id
    GROUP BY k.make_id, k.product_line_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fitted_make_model_lines_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fitted_make_model_lines_recompute(array_agg(k.make_id), array_agg(k.model_id), array_agg(k.product_line_id))
    FROM (SELECT DISTINCT o.make_id, o.model_id, o.product_line_id FROM old_rows o) k;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fitted_make_model_lines_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fitted_make_model_lines_recompute(array_agg(k.make_id), array_agg(k.model_id), array_agg(k.product_line_id))
    FROM (SELECT o.make_id, o.model_id, o.product_line_id FROM old_rows o
          UNION SELECT n.make_id, n.model_id, n.product_line_id FROM new_rows n) k;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fitted_lines_summaries_add" AFTER INSERT ON "fitted_lines"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fitted_make_model_lines_add"();
--> statement-breakpoint
CREATE TRIGGER "fitted_lines_summaries_drop" AFTER DELETE ON "fitted_lines"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fitted_make_model_lines_drop"();
--> statement-breakpoint
CREATE TRIGGER "fitted_lines_summaries_change" AFTER UPDATE ON "fitted_lines"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fitted_make_model_lines_change"();
--> statement-breakpoint
INSERT INTO "fitted_model_lines" (make_id, model_id, product_line_id, app_note)
  SELECT make_id, model_id, product_line_id, min(app_note) FROM fitted_lines GROUP BY make_id, model_id, product_line_id;
--> statement-breakpoint
INSERT INTO "fitted_make_lines" (make_id, product_line_id, app_note)
  SELECT make_id, product_line_id, min(app_note) FROM fitted_model_lines GROUP BY make_id, product_line_id;
