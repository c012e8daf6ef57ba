import type { Random } from '../../../shared/rules/seededRandom';

const openings = ['Ka', 'Ve', 'Or', 'Tal', 'Zy', 'Mor', 'Ae', 'Cor', 'Dra', 'Eli', 'Fen', 'Gar', 'Hel', 'Ith', 'Jo', 'Kes', 'Lyr', 'Nex', 'Ob', 'Py', 'Qua', 'Rho', 'Syl', 'Tor', 'Ul', 'Vash', 'Xan', 'Yor'];
const middles = ['ra', 'lo', 'ni', 'the', 'va', 'du', 'ri', 'sa', 'mi', 'ko', 'len', 'tar', 'ph', 'ze'];
const endings = ['nis', 'rax', 'on', 'ia', 'us', 'eth', 'ar', 'ion', 'a', 'or', 'is', 'ux', 'en', 'ora'];

/** A pronounceable proper name, unique within `taken` (which it updates). */
export function uniqueName(random: Random, taken: Set<string>, syllables = 2): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    let name = random.pick(openings);
    for (let i = 1; i < syllables; i++) name += random.pick(middles);
    name += random.pick(endings);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error('ran out of names');
}

const roman = ['I', 'II', 'III', 'IV', 'V'];
export function planetName(systemName: string, orbitIndex: number): string {
  return `${systemName} ${roman[orbitIndex] ?? String(orbitIndex + 1)}`;
}

export const planetTypes = ['terran', 'desert', 'ice', 'ocean', 'volcanic', 'jungle', 'barren', 'gas giant'] as const;

const planetBlurbs: Record<(typeof planetTypes)[number], string> = {
  terran: 'temperate continents under a blue sky',
  desert: 'endless dunes baked by a close sun',
  ice: 'glaciers and frozen seas under pale light',
  ocean: 'a single deep ocean dotted with floating cities',
  volcanic: 'rivers of lava and ash-dark skies',
  jungle: 'dense canopy and humid river valleys',
  barren: 'cratered rock and thin, cold air',
  'gas giant': 'storm bands and cloud-top stations',
};

export function planetDescription(type: (typeof planetTypes)[number]): string {
  return `A ${type} world: ${planetBlurbs[type]}.`;
}

const districtWords = ['Old Quarter', 'Spaceport District', 'Industrial Belt', 'Market Ring', 'Highlands', 'Harbor', 'Undercity', 'Outskirts'];
const locationWords = ['Plaza', 'Docks', 'Arcology', 'Bazaar', 'Terrace', 'Exchange', 'Causeway', 'Commons'];
const placeWords: Record<string, readonly string[]> = {
  shuttleport: ['Shuttleport', 'Landing Field', 'Starport'],
  market: ['Commodity Exchange', 'Trade Hall', 'Market'],
  shop: ['Outfitters', 'Supply Depot', 'Emporium'],
  cantina: ['Cantina', 'Spacers\u2019 Rest', 'Lounge'],
};

export function districtName(random: Random, planet: string): string {
  return `${planet} ${random.pick(districtWords)}`;
}
export function locationName(random: Random): string {
  return `${random.pick(openings)}${random.pick(endings)} ${random.pick(locationWords)}`;
}
export function placeName(random: Random, type: string, location: string): string {
  const words = placeWords[type] ?? ['Hall'];
  return `${location.split(' ')[0] ?? location} ${random.pick(words)}`;
}

const dangerWords = ['a quiet core world', 'a settled trade hub', 'a busy frontier crossing', 'a lawless fringe system', 'pirate-infested space'];
export function systemDescription(name: string, danger: number, planets: number): string {
  const tone = dangerWords[Math.min(dangerWords.length - 1, Math.floor((danger - 1) / 2))];
  return `${name} is ${tone} with ${planets} ${planets === 1 ? 'planet' : 'planets'}.`;
}
