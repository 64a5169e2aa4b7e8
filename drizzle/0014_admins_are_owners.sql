-- data: every admin without a known staff level becomes an owner, as such an admin was until now (issue 25, S1)
UPDATE "user" SET "staff_level" = 'owner' WHERE "role" = 'admin' AND ("staff_level" IS NULL OR "staff_level" NOT IN ('owner', 'sales', 'storekeeper'));
