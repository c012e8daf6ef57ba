import { createRandom } from '../seededRandom';

/** How many bounties the board posts each day. */
export const BOUNTIES_PER_DAY = 4;
/** How long a hunter has to bring a target in once the bounty is taken. */
export const BOUNTY_DURATION_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A bounty on the board: who is wanted, how dangerous, how long the trail (clues before the target). */
export interface BountyOffer {
  key: string;
  targetName: string;
  level: number;
  clues: number;
  crime: string;
}

const GIVEN = ['Varo', 'Kess', 'Drenn', 'Ulla', 'Marek', 'Tizo', 'Shae', 'Corvin', 'Ysolde', 'Brak', 'Nima', 'Otho'];
const FAMILY = ['Tarsk', 'Velane', 'Okonde', 'Marr', 'Dask', 'Quill', 'Sorrow', 'Hadrik', 'Vex', 'Loran'];
const CRIMES = ['smuggling spice past the customs cordon', 'raiding a freighter convoy', 'stealing a courier ship', 'running a protection racket', 'selling forged transit papers', 'sabotaging a refinery'];

/** The board's day: which day's bounties are posted at `now`. */
export function bountyDay(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS);
}

/**
 * The bounties posted on `day`, the same for every hunter (a seed per day and slot): the first
 * slots are small fry at the end of a short trail, the later ones dangerous and further away.
 */
export function bountyOffers(day: number): BountyOffer[] {
  return Array.from({ length: BOUNTIES_PER_DAY }, (_, slot) => {
    const random = createRandom(`bounty-board:${day}:${slot}`);
    return {
      key: `${day}-${slot}`,
      targetName: `${random.pick(GIVEN)} ${random.pick(FAMILY)}`,
      level: 1 + slot * 2 + random.int(0, 1),
      clues: slot < 2 ? 2 : 3,
      crime: random.pick(CRIMES),
    };
  });
}

/** The offer a key names on the board of `now`'s day, or undefined when it is not posted today. */
export function postedOffer(key: string, now: Date): BountyOffer | undefined {
  return bountyOffers(bountyDay(now)).find((offer) => offer.key === key);
}
