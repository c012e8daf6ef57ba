import { formatCredits } from '../../../shared/rules/formatCredits';
import { PARTY_DEFAULT_MEMBERS, PARTY_MAX_MEMBERS } from '../../../shared/rules/party/partyRules';
import combat from './screenshots/combat.webp';
import galaxyMap from './screenshots/galaxy-map.webp';
import hyperspace from './screenshots/hyperspace.webp';
import inventory from './screenshots/inventory.webp';
import marketDashboard from './screenshots/market-dashboard.webp';
import missions from './screenshots/missions.webp';
import orbit from './screenshots/orbit.webp';
import party from './screenshots/party.webp';
import shipStatus from './screenshots/ship-status.webp';
import skills from './screenshots/skills.webp';
import tradingContracts from './screenshots/trading-contracts.webp';

/** One thing the game has, shown by a screenshot of it (`npm run screenshots:features` retakes them). */
export interface FeatureScreen {
  title: string;
  text: string;
  image: string;
  alt: string;
}

/** Every screenshot is this size (960 × 600), so the page reserves the space before it loads. */
export const SCREEN_WIDTH = 960;
export const SCREEN_HEIGHT = 600;

/** What the game has today, each with a screenshot taken from the running game. */
export const FEATURE_SCREENS: readonly FeatureScreen[] = [
  {
    title: 'A 3D galaxy map',
    text: 'Twenty-four star systems joined by hyperspace lanes, drawn live in your browser: colour and size by danger, pan and zoom, pick a system to see it and plan travel there. Your party-mates are marked where they stand.',
    image: galaxyMap,
    alt: 'The galaxy map: star systems coloured by danger joined by glowing hyperspace lanes, a green diamond over the system where a party-mate stands and a “Party on the map” list naming them.',
  },
  {
    title: 'Hyperspace travel',
    text: 'Direct jumps along a lane or multi-jump plans over the shortest path. Fuel, upkeep and time are real; pirates, derelicts, ion storms, distress calls and customs patrols pause a journey until you choose what to do.',
    image: hyperspace,
    alt: 'The hyperspace tunnel: streaks of cyan and violet light rushing out from a bright centre.',
  },
  {
    title: 'Orbit and the ground',
    text: 'Arrive and see the planet you are docked at. A graphics setting goes from High down to Off, where a still map and the datapad play the whole game on any machine.',
    image: orbit,
    alt: 'A planet seen from orbit, lit from one side, against a field of stars.',
  },
  {
    title: 'A living economy',
    text: 'Thirty commodities with a market in every system. Trades move stock and prices, the galaxy clock drifts them back, and Market Analysis shows prices, trends, buy and sell signals, price history and the most profitable routes.',
    image: marketDashboard,
    alt: 'The datapad’s Market Analysis: location and risk, market activity, a table of commodities with price, trend, change, stock and recommendation, and a trading panel with the cargo manifest.',
  },
  {
    title: 'Ships',
    text: 'Fuel, hull and condition of your ship, refuelling at shuttleports and markets, a shipyard with trade-ins across four size classes, and outfitters to install upgrades.',
    image: shipStatus,
    alt: 'The datapad’s Ship Status: the active ship with its fuel, durability, condition and cargo, and a refuel control.',
  },
  {
    title: 'Trading contracts',
    text: 'Delivery, express, bulk and hazardous contracts with deadlines, collateral and risk ratings, posted in every system by the galaxy clock. Deliver with your party beside you and the reward is shared.',
    image: tradingContracts,
    alt: 'The datapad’s Trading Contracts: offers of the current system as cards with reward, collateral, risk, route and deadline, and the current ship’s free cargo.',
  },
  {
    title: 'Skills and professions',
    text: 'Thirty-eight professions in the style of Star Wars Galaxies, 250 skill points, experience earned by trading and flying, and skills that really change prices, fuel use and speed.',
    image: skills,
    alt: 'The datapad’s Skills & Training: skill points, experience by type, professions and recommended skills.',
  },
  {
    title: 'Items and equipment',
    text: 'Weapons, armour, medical supplies, repair kits and curios bought and sold at the shops of your location; wear gear slot by slot, use it, and have it mended at an outfitter.',
    image: inventory,
    alt: 'The datapad’s Inventory: a grid of carried items with their quality, and the slots used.',
  },
  {
    title: 'Parties, guilds and chat',
    text: `Parties of up to ${PARTY_DEFAULT_MEMBERS} (the leader can allow ${PARTY_MAX_MEMBERS}) with join codes and who is online, guilds with ranks and a bank, and chat with your system, party, guild or one player.`,
    image: party,
    alt: 'The datapad’s Party Manager: a party named Starlane Crew with its join code, two members online with where they are, and the leader’s Make Leader and Kick buttons.',
  },
  {
    title: 'Missions and quests',
    text: 'A tutorial that teaches the trading loop step by step, then quest chains with experience, credits and items as rewards. The mission tracker on the map shows your next step.',
    image: missions,
    alt: 'The datapad’s Missions: the active tutorial mission with its steps and progress, and the onboarding phases.',
  },
  {
    title: 'Combat',
    text: 'Fight the creatures and pirates where you stand, on the ground or in orbit: health, action and mind pools, stances and ranges, attacks and heals, loot and experience, and your party beside you.',
    image: combat,
    alt: 'The datapad’s Combat: your health, action and mind pools, stance and range, and the opponents you can fight in this system with their level.',
  },
];

/** The first line of the page, with the real starting purse. */
export const startingLine = (credits: number) => `Start with ${formatCredits(credits)} and a starter ship. This is what the galaxy offers today, as it looks in the game.`;
