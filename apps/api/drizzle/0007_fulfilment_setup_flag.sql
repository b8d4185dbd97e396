-- The shell asks this flag whether fulfilment setup is completed (it adds 'Products' to the sidebar).
INSERT INTO "feature_flags" ("name", "description", "enabled", "rollout_percentage") VALUES
  ('fulfillment-setup-completed', 'Fulfilment setup completed: Products in the sidebar', false, 0)
ON CONFLICT ("name") DO NOTHING;
