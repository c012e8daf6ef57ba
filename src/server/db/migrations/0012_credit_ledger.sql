-- The credit ledger: one row per change of a character's credits, written by the money kernel
-- (kernel/locks.ts moveCredits) in the same statement that changes them, so the sum of a
-- character's amounts is always its credits and each balance_after is the previous one plus amount.
CREATE TABLE credit_ledger (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id   bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  amount         bigint      NOT NULL,
  reason         text        NOT NULL CHECK (reason IN (
    'opening_balance', 'market_buy', 'market_sell', 'refuel', 'ship_purchase',
    'upgrade_install', 'upgrade_uninstall', 'contract_collateral', 'contract_payout',
    'shuttle_fare', 'hyperspace_maintenance', 'travel_event')),
  balance_after  bigint      NOT NULL CHECK (balance_after >= 0),
  -- What the movement belongs to (a market trade, a contract, a journey, a ship...), when anything.
  reference_type text        CHECK (reference_type IN ('market_trade', 'contract', 'journey', 'ship', 'ship_customization')),
  reference_id   bigint,
  created_at     timestamptz NOT NULL,
  CHECK ((reference_type IS NULL) = (reference_id IS NULL))
);
CREATE INDEX credit_ledger_character ON credit_ledger (character_id, id);

-- Characters made before the ledger open it with what they hold now.
INSERT INTO credit_ledger (character_id, amount, reason, balance_after, created_at)
SELECT id, credits, 'opening_balance', credits, now() FROM characters ORDER BY id;
