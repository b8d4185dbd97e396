CREATE TABLE "order_list_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_list_changes_account_idx" ON "order_list_changes" USING btree ("account_id","seq");--> statement-breakpoint
-- What can change an account's orders list logs the account (decision 084): one row a statement,
-- from the rows it wrote (statement triggers with transition tables: a bulk insert logs once).
CREATE FUNCTION order_list_changed_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_list_changes (account_id) SELECT DISTINCT account_id FROM written_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_list_changes (account_id)
      SELECT DISTINCT account_id FROM written_rows UNION SELECT DISTINCT account_id FROM replaced_rows;
  ELSE
    INSERT INTO order_list_changes (account_id) SELECT DISTINCT account_id FROM replaced_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A mission (its state, its courier): the accounts of the orders it carries.
CREATE FUNCTION order_list_changed_missions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_list_changes (account_id) SELECT DISTINCT o.account_id FROM written_rows r JOIN mission_orders mo ON mo.mission_id = r.id JOIN orders o ON o.id = mo.order_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_list_changes (account_id)
      SELECT DISTINCT o.account_id FROM written_rows r JOIN mission_orders mo ON mo.mission_id = r.id JOIN orders o ON o.id = mo.order_id UNION SELECT DISTINCT o.account_id FROM replaced_rows r JOIN mission_orders mo ON mo.mission_id = r.id JOIN orders o ON o.id = mo.order_id;
  ELSE
    INSERT INTO order_list_changes (account_id) SELECT DISTINCT o.account_id FROM replaced_rows r JOIN mission_orders mo ON mo.mission_id = r.id JOIN orders o ON o.id = mo.order_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A mission's stop (its window, its predicted arrival): the accounts of the orders it carries.
CREATE FUNCTION order_list_changed_stops() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_list_changes (account_id) SELECT DISTINCT o.account_id FROM written_rows r JOIN mission_orders mo ON mo.stop_id = r.id JOIN orders o ON o.id = mo.order_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_list_changes (account_id)
      SELECT DISTINCT o.account_id FROM written_rows r JOIN mission_orders mo ON mo.stop_id = r.id JOIN orders o ON o.id = mo.order_id UNION SELECT DISTINCT o.account_id FROM replaced_rows r JOIN mission_orders mo ON mo.stop_id = r.id JOIN orders o ON o.id = mo.order_id;
  ELSE
    INSERT INTO order_list_changes (account_id) SELECT DISTINCT o.account_id FROM replaced_rows r JOIN mission_orders mo ON mo.stop_id = r.id JOIN orders o ON o.id = mo.order_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order put on a mission or taken off one: its account.
CREATE FUNCTION order_list_changed_mission_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_list_changes (account_id) SELECT DISTINCT o.account_id FROM written_rows r JOIN orders o ON o.id = r.order_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_list_changes (account_id)
      SELECT DISTINCT o.account_id FROM written_rows r JOIN orders o ON o.id = r.order_id UNION SELECT DISTINCT o.account_id FROM replaced_rows r JOIN orders o ON o.id = r.order_id;
  ELSE
    INSERT INTO order_list_changes (account_id) SELECT DISTINCT o.account_id FROM replaced_rows r JOIN orders o ON o.id = r.order_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change that may show in any account's list: a courier's name or vehicle, a table emptied.
CREATE FUNCTION order_list_changed_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_list_changes (account_id) VALUES ('*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each table the list reads, with the function that names the accounts its rows change: a statement
-- trigger for each kind of write, and `*` when the table is emptied.
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN SELECT * FROM (VALUES
    ('orders', 'order_list_changed_accounts'),
    ('order_items', 'order_list_changed_accounts'),
    ('order_dashboard_marks', 'order_list_changed_accounts'),
    ('order_proofs', 'order_list_changed_accounts'),
    ('preferences', 'order_list_changed_accounts'),
    ('pickup_requests', 'order_list_changed_accounts'),
    ('missions', 'order_list_changed_missions'),
    ('mission_stops', 'order_list_changed_stops'),
    ('mission_orders', 'order_list_changed_mission_orders')
  ) AS t(table_name, function_name) LOOP
    EXECUTE format('CREATE TRIGGER order_list_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS written_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER order_list_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS replaced_rows '
      'NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER order_list_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS replaced_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER order_list_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION order_list_changed_everywhere()', target.table_name);
  END LOOP;
END $$;
--> statement-breakpoint
-- A courier's name and vehicle show in the lists of the orders it carries: rare, so every list.
CREATE TRIGGER order_list_update AFTER UPDATE OF "vehicle_kind", "user_id" ON "couriers" FOR EACH ROW
  WHEN (OLD.vehicle_kind IS DISTINCT FROM NEW.vehicle_kind OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION order_list_changed_everywhere();
--> statement-breakpoint
CREATE TRIGGER order_list_update AFTER UPDATE OF "full_name" ON "users" FOR EACH ROW
  WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION order_list_changed_everywhere();
