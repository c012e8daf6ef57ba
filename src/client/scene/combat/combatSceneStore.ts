import { create } from 'zustand';

/** Where a fight is drawn: on the ground at the place, or in orbit for a ship encounter. */
export type FightSetting = 'ground' | 'orbit';
/** A fighter's silhouette: a plain figure, a raider in a long coat, an armoured soldier, a beast, a droid, a ship. */
export type FighterShape = 'humanoid' | 'raider' | 'soldier' | 'beast' | 'droid' | 'ship';
/** The ground a fight stands on: the settlement's landing pad, or the land around it by the planet's kind. */
export type GroundStage = 'city' | 'dunes' | 'forest' | 'ice' | 'rocks' | 'lava';

/** The fight the 3D scene shows: discrete values only, set when a fight opens or a side falls. */
export interface CombatStage {
  sessionId: number;
  setting: FightSetting;
  opponentName: string;
  opponentShape: FighterShape;
  /** Where a ground fight stands (an orbit fight ignores it). */
  ground: GroundStage;
  /** Incapacitated (seed 000 §4: any pool at 0 or lower). */
  playerDown: boolean;
  opponentDown: boolean;
}

interface CombatSceneState {
  stage: CombatStage | null;
  /** Shows a fight; the same session again keeps its fallen flags. */
  openStage: (stage: Omit<CombatStage, 'playerDown' | 'opponentDown'>) => void;
  /** Marks who is incapacitated; a no-op (no render) when nothing changed. */
  setDown: (playerDown: boolean, opponentDown: boolean) => void;
  /** Moves the fight to other ground (the place's planet became known); a no-op when unchanged. */
  setGround: (ground: GroundStage) => void;
  closeStage: () => void;
}

/**
 * The bridge from the fight (the combat pages) to the 3D combat scene. Hits and misses do not go
 * through here: they are transient (`combatFx.ts`), read by the frame loop.
 */
export const useCombatSceneStore = create<CombatSceneState>()((set, get) => ({
  stage: null,
  openStage: (stage) => {
    const current = get().stage;
    const same = current?.sessionId === stage.sessionId;
    set({ stage: { ...stage, playerDown: same ? current.playerDown : false, opponentDown: same ? current.opponentDown : false } });
  },
  setDown: (playerDown, opponentDown) => {
    const current = get().stage;
    if (!current || (current.playerDown === playerDown && current.opponentDown === opponentDown)) return;
    set({ stage: { ...current, playerDown, opponentDown } });
  },
  setGround: (ground) => {
    const current = get().stage;
    if (current && current.ground !== ground) set({ stage: { ...current, ground } });
  },
  closeStage: () => set({ stage: null }),
}));
