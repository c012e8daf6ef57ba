import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Bounty, BountyOffer } from '../../shared/api';
import { formatCredits } from '../../shared/rules/formatCredits';
import { errorMessage } from '../api/apiErrors';
import { useActiveCharacter } from '../characters/useActiveCharacter';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Loadable } from '../ui/Loadable';
import { SectionHeading } from '../ui/SectionHeading';
import { bountyBoardQueryOptions } from './bounties';
import { BountyHunt } from './BountyHunt';
import { useBountyAct } from './useBountyAct';
import './bounties.css';

/** One posted bounty: who is wanted and why, how dangerous, how long the trail, what it pays. */
function PostedBounty({ offer, busy, onAccept }: { offer: BountyOffer; busy: boolean; onAccept: () => void }) {
  return (
    <li className="ms-card" data-bounty-key={offer.key}>
      <article aria-label={`Wanted: ${offer.target_name}`}>
        <header className="ms-card-head">
          <h4>{`Wanted: ${offer.target_name}`}</h4>
          <span className="ms-status">{formatCredits(offer.reward)}</span>
        </header>
        <p className="ms-muted">{`For ${offer.crime}. Level ${offer.level}; ${offer.clues} clues to follow.`}</p>
        <div className="ms-actions">
          {offer.taken ? (
            <span className="ms-status" data-status="active">Hunting</span>
          ) : (
            <Button busy={busy} disabled={busy} onClick={onAccept}>
              Accept bounty
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

/** How an ended bounty reads in the history. */
function endedLine(bounty: Bounty): string {
  if (bounty.status === 'completed') return `${bounty.target_name}: brought in, ${formatCredits(bounty.paid ?? 0)} paid.`;
  return `${bounty.target_name}: ${bounty.status}.`;
}

/**
 * The bounty board (issue 37): today's posted targets, the hunter's hunts with their clue trails,
 * and the last bounties ended. Accept, investigate where the next lead is, fight the located
 * target, abandon.
 */
export function BountyBoard({ characterId }: { characterId: number }) {
  const { data, error } = useQuery(bountyBoardQueryOptions(characterId));
  // Where the character stands follows its arrivals (the character reloads on each): a lead is
  // "here" by that, without reading the board again after every journey.
  const systemId = useActiveCharacter().data?.location.super_area_id;
  const run = useBountyAct(characterId);
  const [abandoning, setAbandoning] = useState<Bounty | null>(null);
  const busy = run.isPending;
  return (
    <Loadable query={{ data, error }} loading="Loading the bounty board…" failure={errorMessage(error, 'Failed to load the bounty board')}>
      {(board) => (
        <div className="bh-board">
          <section aria-label="Your hunts">
            <SectionHeading>Your hunts</SectionHeading>
            {board.active.length === 0 ? (
              <p className="ms-muted">No bounty under way. Take one from the board below.</p>
            ) : (
              <ul className="ms-list">
                {board.active.map((bounty) => (
                  <BountyHunt
                    key={bounty.id}
                    bounty={systemId === undefined ? bounty : { ...bounty, here: bounty.next?.system.id === systemId }}
                    busy={busy}
                    onInvestigate={() => run.mutate({ act: 'investigate', arg: bounty.id })}
                    onFight={() => run.mutate({ act: 'engage', arg: bounty.id })}
                    onAbandon={() => setAbandoning(bounty)}
                  />
                ))}
              </ul>
            )}
          </section>
          <section aria-label="Posted bounties">
            <SectionHeading>Posted bounties</SectionHeading>
            <ul className="ms-list">
              {board.offers.map((offer) => (
                <PostedBounty key={offer.key} offer={offer} busy={busy && run.variables?.arg === offer.key} onAccept={() => run.mutate({ act: 'accept', arg: offer.key })} />
              ))}
            </ul>
          </section>
          {board.history.length > 0 && (
            <section aria-label="Ended bounties">
              <SectionHeading>Ended bounties</SectionHeading>
              <ul className="bh-history">
                {board.history.map((bounty) => (
                  <li key={bounty.id} data-bounty-status={bounty.status}>
                    {endedLine(bounty)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ConfirmDialog
            open={abandoning !== null}
            title="Abandon bounty?"
            description={`Give up the hunt for ${abandoning?.target_name ?? 'this target'}? The clues you followed are lost.`}
            confirmLabel="Abandon"
            destructive
            busy={busy}
            onCancel={() => setAbandoning(null)}
            onConfirm={() => {
              const bounty = abandoning;
              setAbandoning(null);
              if (bounty) run.mutate({ act: 'abandon', arg: bounty.id });
            }}
          />
        </div>
      )}
    </Loadable>
  );
}
