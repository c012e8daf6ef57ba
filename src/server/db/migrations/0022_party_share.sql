-- A delivered contract's reward is shared with the party members in the delivery system: each
-- share is a ledger row of its own. The reason list is extended where it stands (another
-- migration may have extended it first).
DO $$
DECLARE
  reasons text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO reasons FROM pg_constraint WHERE conname = 'credit_ledger_reason_check';
  ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_check;
  EXECUTE 'ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_check '
    || replace(reasons, 'ARRAY[', 'ARRAY[''contract_party_share''::text, ');
END $$;
