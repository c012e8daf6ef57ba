import { useParams } from 'react-router';
import { useActiveCharacter } from '../../characters/useActiveCharacter';

/** The session id of a combat page's URL and the active character it is fought by. */
export function useFightPage() {
  const { id } = useParams();
  const sessionId = Number(id);
  const { characterId, data: character } = useActiveCharacter();
  return { sessionId: Number.isInteger(sessionId) && sessionId > 0 ? sessionId : null, characterId, items: character?.inventory.items ?? [] };
}
