import type { InventoryItem } from '../../../shared/api';
import { FightPanel } from '../../combat/FightPanel';
import { useFight } from '../../combat/useFight';
import { useFightStage } from '../../combat/useFightStage';

/** One fight's panel; `staged` also puts it on the 3D stage (the play page). */
export function FightView({ characterId, sessionId, items, staged }: { characterId: number; sessionId: number; items: readonly InventoryItem[]; staged: boolean }) {
  const fight = useFight(characterId, sessionId);
  return (
    <>
      {staged && <Stage session={fight.session.data} />}
      <FightPanel characterId={characterId} fight={fight} items={items} />
    </>
  );
}

function Stage({ session }: { session: Parameters<typeof useFightStage>[0] }) {
  useFightStage(session);
  return null;
}
