import type {
  ActiveContractsResponse,
  ActiveTradingContract,
  ContractFilters,
  ContractHistoryResponse,
  ContractListResponse,
  TradingContract,
} from '../../../shared/api';
import { contractCompatibility, type Compatibility } from '../../../shared/rules/contracts/compatibility';
import { contractPayout, CONTRACT_TYPES, DIFFICULTIES, RISK_LEVELS } from '../../../shared/rules/contracts/contractTerms';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { notFound, refused } from '../../kernel/refusal';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { grantExperience } from '../../kernel/grants/grantExperience';
import { loadCargo, unloadReservedCargo } from '../../kernel/cargoHold';
import { REPUTATION_ABANDONED, REPUTATION_LATE, REPUTATION_ON_TIME } from './contractContent';
import { readContractBoard } from './contractBoard';
import { partyMembersBesideIds, payPartyShares, type PartyShare } from './partyRewardShare';
import { carrierFacts, type CarrierFacts } from './contractFacts';
import { presentActive, presentContract, presentHistory, selectContracts, type ContractRow } from './contractQuery';

const NOT_ACTIVE = 'This contract is not active.';

/** What the completer reads: the reward (halved when late), the collateral, and the party's part of it. */
function completionMessage(reward: number, collateral: number, late: boolean, shares: PartyShare[]): string {
  const base = late
    ? `Delivered late: the reward is halved to ${formatCredits(reward)}.`
    : `Delivered on time: ${formatCredits(reward)} reward and ${formatCredits(collateral)} collateral returned.`;
  if (shares.length === 0) return base;
  const shared = shares.reduce((sum, share) => sum + share.amount, 0);
  return `${base} ${formatCredits(shared)} of the reward shared with your party (${shares.map((share) => share.name).join(', ')}).`;
}
const HISTORY_LIMIT = 50;

function compatibilityFor(row: ContractRow, carrier: CarrierFacts, travelling: boolean, now: Date): Compatibility {
  return contractCompatibility({
    available: row.status === 'available' && row.offer_expires_at.getTime() > now.getTime(),
    travelling,
    pickupSystem: row.pickup_system,
    inPickupSystem: row.pickup_system_id === carrier.superAreaId,
    reputation: carrier.reputation,
    minReputation: row.min_reputation,
    ship: carrier.ship ? { size: carrier.ship.size, freeCargo: carrier.ship.capacity - carrier.ship.used } : null,
    requiredSize: row.required_ship_size,
    quantity: row.quantity,
    credits: carrier.credits,
    collateral: row.collateral,
    activeContracts: carrier.activeContracts,
  });
}

/** Trading contracts (seed 001 §7): the offers of the character's system, accepted ones, and history. */
export class ContractService {
  constructor(
    private readonly deps: MoneyDeps,
  ) {}

  /** Offers in the character's current system, filtered, each with whether it can be accepted; one statement. */
  async list(characterId: number, filters: ContractFilters): Promise<ContractListResponse> {
    const now = this.deps.clock.now();
    const board = await readContractBoard(this.deps.db, characterId, filters, now);
    if (!board) throw notFound('Character not found.');
    const { carrier, travelling, offers: rows } = board;
    let contracts = rows.map((row) => presentContract(row, now, compatibilityFor(row, carrier, travelling, now)));
    if (filters.show_compatible_only) contracts = contracts.filter((c) => c.compatibility.can_accept);
    // What the captain can take comes first, best paid first within each group (a stable sort).
    contracts.sort((a, b) => Number(b.compatibility.can_accept) - Number(a.compatibility.can_accept));
    const { ship } = carrier;
    return {
      contracts: { data: contracts },
      character_ship: ship
        ? { id: ship.id, name: ship.name, size_class: ship.size, cargo_capacity: ship.capacity, cargo_used: ship.used, free_cargo: ship.capacity - ship.used }
        : null,
      location: { super_area_id: carrier.superAreaId, name: carrier.superAreaName },
      reputation: carrier.reputation,
      filters: { contract_types: [...CONTRACT_TYPES], difficulties: [...DIFFICULTIES], risk_levels: [...RISK_LEVELS] },
    };
  }

  /** The character's running contracts with what they hold and could earn. */
  async active(characterId: number): Promise<ActiveContractsResponse> {
    const now = this.deps.clock.now();
    const rows = await selectContracts(this.deps.db).where('tc.character_id', '=', characterId).where('tc.status', '=', 'active').orderBy('tc.deadline_at').execute();
    const active = rows.map((row) => presentActive(row, now, row.quantity));
    return {
      active_contracts: active,
      total_collateral_held: active.reduce((sum, c) => sum + c.collateral, 0),
      total_potential_reward: active.reduce((sum, c) => sum + c.reward, 0),
    };
  }

  /** Completed and abandoned contracts, newest first. */
  async history(characterId: number): Promise<ContractHistoryResponse> {
    const now = this.deps.clock.now();
    const rows = await selectContracts(this.deps.db)
      .where('tc.character_id', '=', characterId)
      .where('tc.status', 'in', ['completed', 'abandoned'])
      .orderBy('tc.completed_at', 'desc')
      .orderBy('tc.id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute();
    return { data: rows.map((row) => presentHistory(row, now)) };
  }

  /** One offer, or one of the character's own contracts. */
  async get(characterId: number, contractId: number): Promise<TradingContract> {
    const now = this.deps.clock.now();
    const row = await selectContracts(this.deps.db).where('tc.id', '=', contractId).executeTakeFirst();
    if (!row || (row.character_id !== null && row.character_id !== characterId)) throw notFound('Contract not found.');
    if (row.character_id === characterId) return presentActive(row, now, row.quantity);
    const board = await readContractBoard(this.deps.db, characterId, {}, now);
    if (!board) throw notFound('Character not found.');
    return presentContract(row, now, compatibilityFor(row, board.carrier, board.travelling, now));
  }

  /** Takes the collateral and loads the cargo, if the character and ship qualify. */
  async accept(characterId: number, contractId: number): Promise<ActiveTradingContract> {
    const now = this.deps.clock.now();
    const id = await withCharacterLock(this.deps, characterId, async (act) => {
      const { trx } = act;
      const carrier = await carrierFacts(trx, characterId, true);
      const locked = await trx.selectFrom('trading_contracts').select('id').where('id', '=', contractId).forUpdate().executeTakeFirst();
      const row = locked && (await selectContracts(trx).where('tc.id', '=', contractId).executeTakeFirstOrThrow());
      if (!row) throw notFound('Contract not found.');
      const verdict = compatibilityFor(row, carrier, false, now);
      if (!verdict.can_accept || !carrier.ship) throw refused(verdict.reason ?? 'This contract cannot be accepted.', 'contract_id');
      await act.moveCredits({ amount: -row.collateral, reason: 'contract_collateral', reference: { type: 'contract', id: row.id } }, { updated_at: now });
      // Reserved: in the hold and counted against its space, but not the ship's to sell.
      await loadCargo(trx, { shipId: carrier.ship.id, commodityId: row.commodity_id, quantity: row.quantity, cost: 0, reserved: row.quantity });
      await trx
        .updateTable('trading_contracts')
        .set({ status: 'active', character_id: characterId, ship_id: carrier.ship.id, accepted_at: now, deadline_at: new Date(now.getTime() + row.time_allowed * 60_000) })
        .where('id', '=', contractId)
        .execute();
      await act.publish({ kind: 'ContractAccepted', contractId: row.id });
      return row.id;
    });
    const row = await selectContracts(this.deps.db).where('tc.id', '=', id).executeTakeFirstOrThrow();
    return presentActive(row, now, row.quantity);
  }

  /**
   * Delivers at the delivery system: the reward (half when late) and the collateral back, once;
   * party members in the system share the reward (docs/GAME_RULES.md "Parties and quests").
   */
  async complete(characterId: number, contractId: number) {
    const now = this.deps.clock.now();
    // Through the outbox: the trading experience and the party's shares go out after COMMIT. The
    // party members beside the completer are locked with it, by id, so two completing at once queue.
    return withCharacterLock(this.deps, characterId, async (act) => {
      const { trx, outbox } = act;
      const carrier = await carrierFacts(trx, characterId, true);
      const row = await this.lockActive(trx, characterId, contractId);
      if (row.delivery_system_id !== carrier.superAreaId) {
        throw refused(`Deliver the cargo to ${row.delivery_system} to complete this contract.`, 'contract_id');
      }
      const unloaded = row.ship_id !== null && (await unloadReservedCargo(trx, { shipId: row.ship_id, commodityId: row.commodity_id, quantity: row.quantity }));
      if (!unloaded) throw refused('The contract cargo is no longer in your hold.', 'contract_id');
      const late = row.deadline_at !== null && now.getTime() > row.deadline_at.getTime();
      const payout = contractPayout(row.reward, row.collateral, late);
      const party = await payPartyShares(act, {
        completerName: carrier.name,
        contractId: row.id,
        system: row.delivery_system,
        reward: payout.reward,
      });
      const total = party.kept + row.collateral;
      const reputation = carrier.reputation + (late ? REPUTATION_LATE : REPUTATION_ON_TIME);
      await act.moveCredits({ amount: total, reason: 'contract_payout', reference: { type: 'contract', id: row.id } }, { reputation, updated_at: now });
      await trx.updateTable('trading_contracts').set({ status: 'completed', completed_at: now, payout: total }).where('id', '=', contractId).execute();
      await grantExperience(trx, characterId, 'trading', payout.reward / 10, outbox);
      await act.publish({ kind: 'ContractDelivered', contractId: row.id, creditsEarned: party.kept });
      return {
        success: true as const,
        message: completionMessage(payout.reward, row.collateral, late, party.shares),
        total_payout: total,
        reward: payout.reward,
        collateral_returned: row.collateral,
        late,
        party_shares: party.shares,
      };
    }, { together: (trx) => partyMembersBesideIds(trx, characterId) });
  }

  /** Gives the contract up: the cargo leaves the hold and the collateral is forfeited. */
  async abandon(characterId: number, contractId: number) {
    const now = this.deps.clock.now();
    // Abandoning is allowed mid-journey; it moves no credits (the collateral was taken on accept).
    return withCharacterLock(this.deps, characterId, async ({ trx }) => {
      const row = await this.lockActive(trx, characterId, contractId);
      if (row.ship_id !== null) {
        await unloadReservedCargo(trx, { shipId: row.ship_id, commodityId: row.commodity_id, quantity: row.quantity });
      }
      await trx
        .updateTable('characters')
        .set((eb) => ({ reputation: eb('reputation', '+', REPUTATION_ABANDONED), updated_at: now }))
        .where('id', '=', characterId)
        .execute();
      await trx.updateTable('trading_contracts').set({ status: 'abandoned', completed_at: now, payout: 0 }).where('id', '=', contractId).execute();
      return {
        success: true as const,
        message: `Contract abandoned. ${formatCredits(row.collateral)} collateral forfeited.`,
        collateral_forfeited: row.collateral,
      };
    }, { whileTravelling: 'allow' });
  }

  /** The character's own active contract, locked: concurrent complete and abandon end in one state. */
  private async lockActive(trx: Parameters<typeof carrierFacts>[0], characterId: number, contractId: number): Promise<ContractRow> {
    const locked = await trx
      .selectFrom('trading_contracts')
      .select(['id', 'status', 'character_id'])
      .where('id', '=', contractId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked || locked.character_id !== characterId) throw notFound('Contract not found.');
    if (locked.status !== 'active') throw refused(NOT_ACTIVE, 'contract_id');
    return selectContracts(trx).where('tc.id', '=', contractId).executeTakeFirstOrThrow();
  }
}
