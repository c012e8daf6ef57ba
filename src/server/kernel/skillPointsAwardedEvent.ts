import { characterChannelWireName } from '../../shared/api';
import type { SkillPointsAwardedEvent } from '../../shared/api/skills';
import type { Outbox } from '../realtime/afterCommit';

/**
 * Queues SkillPointsAwarded on the character's channel (experience earned, a skill learned, a
 * profession started); it leaves once the transaction commits, and its `message` is the line the
 * captain's log keeps.
 */
export function queueSkillPointsAwarded(outbox: Outbox, payload: SkillPointsAwardedEvent): void {
  outbox.add(characterChannelWireName(payload.character_id), 'SkillPointsAwarded', payload);
}
