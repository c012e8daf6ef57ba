import type { Bounty } from '../../shared/api';
import { formatCredits } from '../../shared/rules/formatCredits';
import { Button } from '../ui/Button';

interface BountyHuntProps {
  bounty: Bounty;
  busy: boolean;
  onInvestigate: () => void;
  onFight: () => void;
  onAbandon: () => void;
}

/** What the next lead asks of the hunter: fly there, investigate there, or fight the located target. */
function NextStep({ bounty, busy, onInvestigate, onFight }: Omit<BountyHuntProps, 'onAbandon'>) {
  const next = bounty.next;
  if (!next) return null;
  const system = next.system.name;
  if (next.kind === 'target') {
    return (
      <div className="bh-next" data-next="target">
        <p className="bh-lead">{`Target located: ${bounty.target_name} hides in ${system}.`}</p>
        {bounty.here ? (
          <Button busy={busy} disabled={busy} onClick={onFight}>
            Target located: fight
          </Button>
        ) : (
          <p className="ms-muted">{`Fly to ${system} to fight.`}</p>
        )}
      </div>
    );
  }
  return (
    <div className="bh-next" data-next="clue">
      <p className="bh-lead">{`Next lead: ${system}`}</p>
      {bounty.here ? (
        <Button busy={busy} disabled={busy} onClick={onInvestigate}>
          {`Investigate in ${system}`}
        </Button>
      ) : (
        <p className="ms-muted">{`Fly to ${system} and investigate there.`}</p>
      )}
    </div>
  );
}

/** One hunt under way: the target, the clue trail so far, where to go next and what to do there. */
export function BountyHunt({ bounty, busy, onInvestigate, onFight, onAbandon }: BountyHuntProps) {
  return (
    <li className="ms-card" data-bounty-status={bounty.status} data-clues-followed={bounty.clues_followed}>
      <article aria-label={`Bounty on ${bounty.target_name}`} className="bh-card">
        <header className="ms-card-head">
          <h4>{bounty.target_name}</h4>
          <span className="ms-status" data-status={bounty.status}>{`Level ${bounty.target_level} · ${formatCredits(bounty.reward)}`}</span>
        </header>
        <ol className="bh-trail" aria-label="Clue trail">
          {bounty.trail.map((lead, index) => (
            <li key={`${lead.system.id}-${index}`} data-followed={lead.followed}>
              {lead.kind === 'target' ? `Hideout: ${lead.system.name}` : `Clue ${index + 1} of ${bounty.clues_total}: ${lead.system.name}`}
              {lead.followed ? ' ✓' : ''}
            </li>
          ))}
        </ol>
        <NextStep bounty={bounty} busy={busy} onInvestigate={onInvestigate} onFight={onFight} />
        <div className="ms-actions">
          <Button variant="secondary" disabled={busy} onClick={onAbandon}>
            Abandon
          </Button>
        </div>
      </article>
    </li>
  );
}
