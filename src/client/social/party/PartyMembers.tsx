import type { PartyMember } from '../../../shared/api';
import type { OnlineMember } from '../../realtime/useChannel';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import { HealControl } from '../../combat/HealControl';
import { medicalKinds } from '../../combat/medicalKinds';
import { useHealMate } from '../../combat/useHealMate';
import { Button } from '../../ui/Button';
import { partyCalls, usePartyAction } from './usePartyActions';

/**
 * The party's members: name, star system, online or not, the leader marked. Only the leader
 * (seed 001 §6: leader_id equals the character id) sees Make Leader and Kick. Every member may
 * heal another with a medical item it carries (docs/GAME_RULES.md "Medical"); what it healed shows on the row.
 */
export function PartyMembers({ characterId, leaderId, members, online, isLeader }: { characterId: number; leaderId: number; members: PartyMember[]; online: OnlineMember[]; isLeader: boolean }) {
  const transfer = usePartyAction(characterId, partyCalls.transfer);
  const kick = usePartyAction(characterId, partyCalls.kick);
  const heal = useHealMate(characterId);
  const kinds = medicalKinds(useActiveCharacter().data?.inventory.items ?? []);
  const onlineIds = new Set(online.map((m) => m.id));
  return (
    <ul className="social-list" aria-label="Party members">
      {members.map((member) => {
        const here = onlineIds.has(member.id);
        return (
          <li key={member.id} className="social-row" aria-label={member.name} data-online={here ? 'yes' : 'no'}>
            <span className="member-name">
              <span className={here ? 'presence-dot is-online' : 'presence-dot'} title={here ? 'Online' : 'Offline'} aria-hidden="true" />
              <strong>{member.name}</strong>
              {member.id === leaderId && <span className="social-badge">Leader</span>}
              {member.id === characterId && <span className="social-muted">(you)</span>}
              <span className="social-muted member-where">
                {member.location.super_area_name} · {here ? 'Online' : 'Offline'} · #{member.id}
              </span>
            </span>
            {member.id !== characterId && (
              <span className="social-actions">
                <HealControl patientName={member.name} kinds={kinds} busy={heal.isPending && heal.variables.patientId === member.id} onHeal={(itemId) => heal.mutate({ patientId: member.id, itemId })} />
                {heal.data && heal.variables?.patientId === member.id && <output className="social-muted">{heal.data.message}</output>}
              </span>
            )}
            {isLeader && member.id !== characterId && (
              <span className="social-actions">
                <Button variant="secondary" onClick={() => transfer.run(member.id)} busy={transfer.busy}>
                  Make Leader
                </Button>
                <Button variant="danger" onClick={() => kick.run(member.id)} busy={kick.busy}>
                  Kick
                </Button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
