import { PROFESSION_UNLOCKS } from '../../../../shared/rules/skills/professionUnlocks';
import { credits, step, xp, type QuestRewardSeed, type QuestSeed } from './questCatalogue';

/** The unlock reward of the quest line that opens `professionKey`. */
function unlockOf(professionKey: string, name: string): QuestRewardSeed {
  const unlock = PROFESSION_UNLOCKS.find((u) => u.professionKey === professionKey);
  if (!unlock) throw new Error(`no unlock opens ${professionKey}`);
  return { type: 'unlock', amount: 1, unlock: unlock.key, name };
}

/**
 * The Force quest lines (docs/GAME_RULES.md "The Force"): the Jedi Path and the Dark Path, each two
 * quests of visits, jumps, fights and training a captain meets in ordinary play; the last quest's
 * reward opens the profession (Jedi, Sith) in Skills & Training.
 */
export const forceQuests: readonly QuestSeed[] = [
  {
    key: 'jedi_tremor', name: 'A Tremor in the Force', quest_type: 'story', category: 'The Jedi Path', level: 3, chain: 'force_jedi', area: 6,
    description: 'A hermit in {area:6} has sent word: she felt you pass through the lanes, and the Force with you. Go and hear her out.',
    objective: 'Reach {area:6} and make two more jumps to clear your mind.',
    steps: [step('visit', 'Reach {area:6}', 'Fly to {area:6} and find the hermit.', 1, 6), step('travel', 'Walk the lanes', 'Start two hyperspace jumps, listening for the Force.', 2)],
    rewards: [credits(1500), xp(150, 'scouting')],
  },
  {
    key: 'jedi_trials', name: 'Trials of the Jedi', quest_type: 'story', category: 'The Jedi Path', level: 4, chain: 'force_jedi', area: 11,
    description: 'The hermit sends you to the ruined temple of {area:11}. Defend the pilgrims on the way and learn patience; at the temple the trials end.',
    objective: 'Win three fights, learn a skill, and reach {area:11}.',
    steps: [
      step('defeat', 'Defend the pilgrims', 'Win three fights.', 3),
      step('learn', 'Train with patience', 'Learn a skill.', 1),
      step('visit', 'Reach the temple', 'Arrive in {area:11}.', 1, 11),
    ],
    rewards: [credits(3000), unlockOf('jedi', 'the Jedi profession')],
  },
  {
    key: 'sith_whispers', name: 'Whispers of the Dark Side', quest_type: 'story', category: 'The Dark Path', level: 3, chain: 'force_sith', area: 3,
    description: 'In the fights you have won, something answered your anger. A voice in {area:3} promises to tell you what it was.',
    objective: 'Win two fights and reach {area:3}.',
    steps: [step('defeat', 'Feed your anger', 'Win two fights.', 2), step('visit', 'Follow the voice', 'Fly to {area:3}.', 1, 3)],
    rewards: [credits(1500), xp(150, 'combat')],
  },
  {
    key: 'sith_trial', name: 'The Sith Trial', quest_type: 'story', category: 'The Dark Path', level: 5, chain: 'force_sith', area: 3,
    description: 'The voice wants proof: strength, and the will to take more. Win where others flee, and learn what it teaches.',
    objective: 'Win four fights and learn a skill.',
    steps: [step('defeat', 'Prove your strength', 'Win four fights.', 4), step('learn', 'Take its teaching', 'Learn a skill.', 1)],
    rewards: [credits(3000), unlockOf('sith', 'the Sith profession')],
  },
];
