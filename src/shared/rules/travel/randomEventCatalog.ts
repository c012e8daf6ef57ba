import { formatCredits } from '../formatCredits';
import type { Random } from '../seededRandom';
import type { RandomEventKind } from './jumpEvents';

/** What choosing an option does: credits paid (+) or taken (−), fuel used, hull lost, time added. */
export interface EventEffect {
  credits: number;
  /** Fuel units taken from the tank (≥ 0). */
  fuel: number;
  /** Hull lost, as a percentage of the ship's maximum durability (≥ 0). */
  hullDamagePercent: number;
  /** Game minutes added to the journey (≥ 0). */
  delayMinutes: number;
}

/** One choice of an event. The effect and outcome are decided when the event strikes. */
export interface EventOption {
  id: string;
  label: string;
  description: string;
  effect: EventEffect;
  outcome: string;
}

/** A random event (seed 001 §3: description and options), with the server's side of each option. */
export interface RandomEvent {
  kind: RandomEventKind;
  title: string;
  description: string;
  options: EventOption[];
}

/** What the event depends on: where it strikes, the ship's guns, and the journey's seeded dice. */
export interface EventContext {
  systemName: string;
  dangerLevel: number;
  shipDamage: number;
  random: Random;
}

const NOTHING: EventEffect = { credits: 0, fuel: 0, hullDamagePercent: 0, delayMinutes: 0 };
const effect = (changes: Partial<EventEffect>): EventEffect => ({ ...NOTHING, ...changes });

/** Pirates win less often against better-armed ships and more often in dangerous space. */
export function fightWinChance(shipDamage: number, dangerLevel: number): number {
  return Math.min(0.9, Math.max(0.1, 0.3 + shipDamage * 0.05 - dangerLevel * 0.03));
}

function pirates({ systemName, dangerLevel: d, shipDamage, random }: EventContext): RandomEvent {
  const toll = 100 * d + 50;
  const bounty = 120 * d;
  const evadeFuel = Math.round((2 + d / 2) * 100) / 100;
  const won = random.next() < fightWinChance(shipDamage, d);
  return {
    kind: 'pirates',
    title: 'Pirate Interdiction',
    description: `A pirate cutter drags your ship out of hyperspace near ${systemName}. Its captain demands a toll of ${formatCredits(toll)}.`,
    options: [
      { id: 'pay', label: 'Pay the toll', description: `Hand over ${formatCredits(toll)} and fly on.`, effect: effect({ credits: -toll }), outcome: `You pay ${formatCredits(toll)} and the pirates let you pass.` },
      {
        id: 'fight',
        label: 'Fight',
        description: 'Turn your guns on them: a bounty if you win, heavy hull damage if you lose.',
        effect: won ? effect({ credits: bounty, hullDamagePercent: 5 }) : effect({ hullDamagePercent: 10 + d }),
        outcome: won ? `You drive them off and claim a bounty of ${formatCredits(bounty)}.` : 'The pirates shred your shields before they break off.',
      },
      { id: 'evade', label: 'Evade', description: `Burn ${evadeFuel.toFixed(2)} extra fuel units to outrun them (adds 10 minutes).`, effect: effect({ fuel: evadeFuel, delayMinutes: 10 }), outcome: 'You shake them off in the dust of the lane.' },
    ],
  };
}

function derelict({ dangerLevel: d, random }: EventContext): RandomEvent {
  const haul = 60 * d + random.int(50, 250);
  return {
    kind: 'derelict',
    title: 'Derelict Freighter',
    description: 'Your scanners pick up a drifting freighter, its cargo hold still sealed.',
    options: [
      { id: 'salvage', label: 'Salvage the hold', description: 'Cut into the hold for whatever it carries (adds 20 minutes, some hull scrapes).', effect: effect({ credits: haul, hullDamagePercent: 2, delayMinutes: 20 }), outcome: `You salvage goods worth ${formatCredits(haul)}.` },
      { id: 'ignore', label: 'Fly on', description: 'Leave the wreck to the scavengers.', effect: effect({}), outcome: 'You leave the wreck behind.' },
    ],
  };
}

function ionStorm({ dangerLevel: d }: EventContext): RandomEvent {
  const damage = 4 + d;
  return {
    kind: 'ion_storm',
    title: 'Ion Storm',
    description: 'An ion storm boils across the lane ahead.',
    options: [
      { id: 'wait', label: 'Wait it out', description: 'Hold position until the storm passes (adds 30 minutes).', effect: effect({ delayMinutes: 30 }), outcome: 'The storm passes and you fly on.' },
      { id: 'push', label: 'Push through', description: `Fly straight through it: about ${damage}% hull damage.`, effect: effect({ hullDamagePercent: damage }), outcome: 'You burst out of the storm with scorched plating.' },
    ],
  };
}

function distress({ dangerLevel: d }: EventContext): RandomEvent {
  const reward = 40 * d + 100;
  return {
    kind: 'distress',
    title: 'Distress Call',
    description: 'A stranded passenger shuttle begs for fuel to reach port.',
    options: [
      { id: 'help', label: 'Transfer fuel', description: 'Give them 5 fuel units (adds 5 minutes); they promise a reward.', effect: effect({ fuel: 5, credits: reward, delayMinutes: 5 }), outcome: `The grateful passengers wire you ${formatCredits(reward)}.` },
      { id: 'ignore', label: 'Ignore the call', description: 'Keep to your course.', effect: effect({}), outcome: 'You fly on and the call fades behind you.' },
    ],
  };
}

function customs({ systemName, dangerLevel: d }: EventContext): RandomEvent {
  const bribe = 50 * d + 50;
  return {
    kind: 'customs',
    title: 'Customs Patrol',
    description: `A ${systemName} patrol orders you to heave to for inspection.`,
    options: [
      { id: 'comply', label: 'Submit to inspection', description: 'The search takes 15 minutes.', effect: effect({ delayMinutes: 15 }), outcome: 'The inspectors find nothing and wave you on.' },
      { id: 'bribe', label: 'Offer a bribe', description: `Slip the officer ${formatCredits(bribe)} to skip the queue.`, effect: effect({ credits: -bribe }), outcome: 'The officer pockets the credits and waves you through.' },
    ],
  };
}

const builders: Record<RandomEventKind, (context: EventContext) => RandomEvent> = {
  pirates,
  derelict,
  ion_storm: ionStorm,
  distress,
  customs,
};

/** The event of this kind where it strikes, every option's effect settled now. */
export function buildRandomEvent(kind: RandomEventKind, context: EventContext): RandomEvent {
  return builders[kind](context);
}

/** The character and ship an effect applies to. */
export interface EffectTarget {
  credits: number;
  fuel: number;
  durability: number;
  maxDurability: number;
}

/**
 * The character and ship after an effect, or why it can't be chosen: it can't cost more credits
 * or fuel than there are. Hull damage stops at zero.
 */
export function applyEventEffect(target: EffectTarget, change: EventEffect): EffectTarget | { problem: string } {
  const credits = target.credits + change.credits;
  if (credits < 0) return { problem: `You don't have enough credits for that: it costs ${formatCredits(-change.credits)}.` };
  const fuel = Math.round((target.fuel - change.fuel) * 100) / 100;
  if (fuel < 0) return { problem: `You don't have enough fuel for that: it takes ${change.fuel.toFixed(2)} units.` };
  const loss = Math.round(target.maxDurability * change.hullDamagePercent) / 100;
  const durability = Math.max(0, Math.round((target.durability - loss) * 100) / 100);
  return { ...target, credits, fuel, durability };
}
