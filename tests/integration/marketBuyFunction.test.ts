import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { formatCredits } from '../../src/shared/rules/formatCredits';
import { PRICE_CEILING, PRICE_FLOOR, unitPrice } from '../../src/shared/rules/market/marketPrice';
import { characterModifiers, loadLearnedModifiers } from '../../src/server/domains/skills/characterModifiers';
import { MODIFIER_CAP, SKILL_MODIFIER_NAMES } from '../../src/shared/rules/skills/skillModifiers';
import { learnSkillsWith } from '../support/learnedModifiers';
import { newTraders } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

/**
 * `market_buy` (migration 0029h) prices a buy in SQL from the stock it holds locked, so the price
 * rule is written twice: here the SQL functions are held equal to the pure TypeScript rule
 * (src/shared/rules) on a grid of inputs, the price bonus of learned skills and the credits' words.
 */
const ctx = useTestApp();

const BASES = [1, 2, 3, 7, 13, 48, 99, 150, 333, 1000, 4999, 25_000];
const REFERENCES = [1, 3, 10, 37, 100, 250, 500, 1000, 5000];
// markets.elasticity is numeric(4,2).
const ELASTICITIES = ['0.05', '0.10', '0.25', '0.33', '0.50', '0.67', '0.75', '0.85', '1.00', '1.10', '1.20', '1.35', '1.50', '1.75', '2.00', '2.50', '3.00', '7.77'];
const STOCKS = [0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 15, 20, 25, 33, 37, 50, 64, 99, 100, 101, 125, 200, 250, 333, 499, 500, 750, 1000, 1500, 2500, 5000, 9999, 20_000, 100_000];

describe('the SQL price rule of market_buy', () => {
  it('prices every unit as unitPrice does, on a grid of bases, reference stocks, elasticities and stocks', async () => {
    const { rows } = await sql<{ base: number; reference: number; elasticity: string; stock: number; price: string }>`
      SELECT b AS base, r AS reference, e::text AS elasticity, s AS stock,
             market_unit_price(b, r, e::numeric(4,2)::float8, s, ${PRICE_FLOOR}::float8, ${PRICE_CEILING}::float8) AS price
      FROM unnest(${BASES}::bigint[]) b, unnest(${REFERENCES}::bigint[]) r, unnest(${ELASTICITIES}::text[]) e, unnest(${STOCKS}::bigint[]) s`.execute(ctx.database.db);
    expect(rows).toHaveLength(BASES.length * REFERENCES.length * ELASTICITIES.length * STOCKS.length);
    const differ = rows.filter((row) => Number(row.price) !== unitPrice({ basePrice: Number(row.base), referenceStock: Number(row.reference), elasticity: Number(row.elasticity) }, Number(row.stock)));
    expect(differ).toEqual([]);
  });

  it('prices every seeded market at stocks from 0 to twice its reference as unitPrice does', async () => {
    const { rows } = await sql<{ base: number; reference: number; elasticity: string; stock: number; price: string }>`
      SELECT c.base_price AS base, c.reference_stock AS reference, c.elasticity::text AS elasticity, s AS stock,
             market_unit_price(c.base_price, c.reference_stock, c.elasticity::float8, s, ${PRICE_FLOOR}::float8, ${PRICE_CEILING}::float8) AS price
      FROM (SELECT DISTINCT c.base_price, c.reference_stock, m.elasticity FROM markets m JOIN commodities c ON c.id = m.commodity_id) c,
           generate_series(0, c.reference_stock * 2, greatest(1, c.reference_stock / 40)) s`.execute(ctx.database.db);
    expect(rows.length).toBeGreaterThan(1000);
    const differ = rows.filter((row) => Number(row.price) !== unitPrice({ basePrice: Number(row.base), referenceStock: Number(row.reference), elasticity: Number(row.elasticity) }, Number(row.stock)));
    expect(differ).toEqual([]);
  });

  it('words credits as formatCredits does', async () => {
    const amounts = [0, 1, 9, 10, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 25_000, 123_456_789, 9_007_199_254_740, -1, -500, -1234];
    const { rows } = await sql<{ amount: string; words: string }>`SELECT a::text AS amount, format_credits(a) AS words FROM unnest(${amounts}::bigint[]) a`.execute(ctx.database.db);
    expect(rows.map((row) => row.words)).toEqual(rows.map((row) => formatCredits(Number(row.amount))));
  });

  it('reads a character’s modifiers as characterModifiers does, with none learned and with every skill of each', async () => {
    const characters = await newTraders(ctx, SKILL_MODIFIER_NAMES.length + 1);
        for (const [i, name] of SKILL_MODIFIER_NAMES.entries()) await learnSkillsWith(ctx.database.db, characters[i + 1]!.id, name, new Date('2300-01-01T00:00:00Z'));
    for (const { id } of characters) {
      const expected = characterModifiers(await loadLearnedModifiers(ctx.database.db, id));
      for (const name of SKILL_MODIFIER_NAMES) {
        const { rows } = await sql<{ value: number }>`SELECT character_modifier(${id}, ${name}, ${MODIFIER_CAP}::float8) AS value`.execute(ctx.database.db);
        expect(rows[0]!.value, `${name} of character ${id}`).toBe(expected[name]);
      }
    }
  });
});
