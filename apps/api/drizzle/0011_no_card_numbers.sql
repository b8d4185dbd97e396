-- Saved cards keep their brand, last four digits and expiry, never the number
-- (docs/decisions/014-no-card-data.md). No column was ever meant to hold a full number: the API kept
-- the last four digits of the number it checked and dropped the rest. This makes sure of it for rows
-- written any other way: a longer last4 is cut to its last four digits, a card number typed as the
-- holder's name is taken out of it, a row without four digits left is removed; from now on the
-- CHECK lets no last4 other than exactly four digits be stored.
UPDATE "payment_methods" SET "last4" = right(regexp_replace("last4", '[^0-9]', '', 'g'), 4)
  WHERE "last4" !~ '^[0-9]{4}$';--> statement-breakpoint
DELETE FROM "payment_methods" WHERE "last4" !~ '^[0-9]{4}$';--> statement-breakpoint
UPDATE "payment_methods" SET "holder_name" = btrim(regexp_replace("holder_name", '[0-9]([ -]*[0-9]){11,}', '', 'g'))
  WHERE "holder_name" ~ '[0-9]([ -]*[0-9]){11,}';--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_last4_check" CHECK ("payment_methods"."last4" ~ '^[0-9]{4}$');
