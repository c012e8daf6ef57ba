import { describe, expect, it } from 'vitest';
import { marketOf, neighbourOf as laneNeighbour, offerContract } from '../support/contractFixtures';
import { as, creditsOf, newTraders, startingSystem, type Trader } from '../support/marketTraders';
import { partyOf } from '../support/partyOf';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const START = 25_000;

const neighbourOf = (system: number) => laneNeighbour(ctx.database.db, system);

/** Moves characters to a system's market, as arriving there would. */
async function moveTo(system: number, ...traders: Trader[]): Promise<void> {
  const place = await marketOf(ctx.database.db, system);
  await ctx.database.db.updateTable('characters').set({ place_id: place }).where('id', 'in', traders.map((t) => t.id)).execute();
}

/** An offer from home to `destination` accepted by `trader` (collateral 500 taken). */
async function acceptedContract(trader: Trader, home: number, destination: number, reward: number): Promise<number> {
  const contractId = await offerContract(ctx.database.db, home, destination, ctx.clock.now(), { reward, collateral: 500 });
  const accepted = await as(trader, 'POST', '/api/trading-contracts/accept', { contract_id: contractId });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return contractId;
}

const credits = (t: Trader) => creditsOf(ctx.database.db, t.id);

describe('a party shares a delivered contract reward', () => {
  it('pays the members in the delivery system by the rule, nothing to those elsewhere, and the sum is the reward', async () => {
    const [completer, near1, near2, away] = await newTraders(ctx, 4);
    await partyOf([completer!, near1!, near2!, away!]);
    const home = await startingSystem(ctx.database.db);
    const destination = await neighbourOf(home);
    const contractId = await acceptedContract(completer!, home, destination, 1_001);
    await moveTo(destination, completer!, near1!, near2!);

    const completed = await as(completer!, 'POST', '/api/trading-contracts/complete', { contract_id: contractId });
    expect(completed.statusCode, completed.body).toBe(200);
    const body = completed.json();
    // Two members beside: each ⌊1001 / 4⌋ = 250, the completer the remaining 501 and the collateral.
    expect(body).toMatchObject({ reward: 1_001, total_payout: 501 + 500, collateral_returned: 500, late: false });
    expect(body.party_shares.map((s: { character_id: number; amount: number }) => [s.character_id, s.amount])).toEqual([
      [near1!.id, 250],
      [near2!.id, 250],
    ]);
    expect(body.message).toMatch(/500 cr of the reward shared with your party \(.+, .+\)\.$/);

    expect(await credits(completer!)).toBe(START + 501);
    expect(await credits(near1!)).toBe(START + 250);
    expect(await credits(near2!)).toBe(START + 250);
    expect(await credits(away!)).toBe(START);
    const paid = (await Promise.all([completer!, near1!, near2!, away!].map(credits))).reduce((sum, c) => sum + c - START, 0);
    expect(paid).toBe(1_001);

    // Each share is its member's own ledger row and captain's log entry.
    const ledger = await ctx.database.db
      .selectFrom('credit_ledger')
      .select(['character_id', 'amount', 'reason', 'reference_id'])
      .where('reference_type', '=', 'contract')
      .where('reference_id', '=', contractId)
      .orderBy('id')
      .execute();
    expect(ledger.map((row) => [row.character_id, Number(row.amount), row.reason])).toEqual([
      [completer!.id, -500, 'contract_collateral'],
      [near1!.id, 250, 'contract_party_share'],
      [near2!.id, 250, 'contract_party_share'],
      [completer!.id, 1_001, 'contract_payout'],
    ]);
    const log = await ctx.database.db.selectFrom('captains_log_entries').select(['character_id', 'message']).where('event', '=', 'PartyRewardShared').orderBy('id').execute();
    expect(log.map((entry) => entry.character_id)).toEqual([near1!.id, near2!.id]);
    expect(log[0]!.message).toMatch(/ delivered a contract in .+: 250 cr shared with you\.$/);
  });

  it('leaves a player without a party, or whose party is elsewhere, the whole reward', async () => {
    const [lone, partied, mate] = await newTraders(ctx, 3);
    await partyOf([partied!, mate!]);
    const home = await startingSystem(ctx.database.db);
    const destination = await neighbourOf(home);
    for (const trader of [lone!, partied!]) {
      const contractId = await acceptedContract(trader, home, destination, 1_200);
      await moveTo(destination, trader);
      const completed = await as(trader, 'POST', '/api/trading-contracts/complete', { contract_id: contractId });
      expect(completed.json()).toMatchObject({ total_payout: 1_700, reward: 1_200, party_shares: [] });
      expect(completed.json().message).toBe('Delivered on time: 1,200 cr reward and 500 cr collateral returned.');
      expect(await credits(trader)).toBe(START + 1_200);
    }
    expect(await credits(mate!)).toBe(START);
  });

  it('pays each delivery once when two members complete at once, repeats included, and loses no credit', async () => {
    const [first, second, third] = await newTraders(ctx, 3);
    await partyOf([first!, second!, third!]);
    const home = await startingSystem(ctx.database.db);
    const destination = await neighbourOf(home);
    const firstContract = await acceptedContract(first!, home, destination, 900);
    const secondContract = await acceptedContract(second!, home, destination, 1_500);
    await moveTo(destination, first!, second!, third!);

    // Each completer sends its completion five times at once (no idempotency key: each a real attempt).
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => [
        as(first!, 'POST', '/api/trading-contracts/complete', { contract_id: firstContract }),
        as(second!, 'POST', '/api/trading-contracts/complete', { contract_id: secondContract }),
      ]).flat(),
    );
    const statuses = attempts.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 422)).toBe(true);

    // 900: 225 to each of the two others, 450 kept; 1500: 375 each, 750 kept.
    expect(await credits(first!)).toBe(START + 450 + 375);
    expect(await credits(second!)).toBe(START + 750 + 225);
    expect(await credits(third!)).toBe(START + 225 + 375);
    const paid = (await Promise.all([first!, second!, third!].map(credits))).reduce((sum, c) => sum + c - START, 0);
    expect(paid).toBe(900 + 1_500);
  });
});
