-- The no-pump rule of the trade price bonus (issue 15, docs/GAME_RULES.md) settles a cargo line's
-- sales together, not one by one, so splitting a sale cannot turn a round trip into profit. What
-- the line's sales have settled so far lives on the line until it is sold out: their market
-- profit, the held saving their units released, and the credits they paid beyond the quotes.
-- (0015a: 0016 is another domain's; this file sorts between the two.)
ALTER TABLE ship_cargo
  ADD COLUMN profit_realised bigint NOT NULL DEFAULT 0,
  ADD COLUMN saving_released bigint NOT NULL DEFAULT 0 CHECK (saving_released >= 0),
  ADD COLUMN bonus_settled   bigint NOT NULL DEFAULT 0;
