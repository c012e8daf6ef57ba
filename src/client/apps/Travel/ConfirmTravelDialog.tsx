import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatRealWait } from '../../../shared/rules/travel/pacing';
import { formatFuel, formatInterplanetaryTime, formatShuttleTime } from '../../../shared/rules/travel/travelTime';
import { choiceDestination, type TravelChoice } from '../../travel/travelChoice';
import { beginJourney } from '../../travel/travelSequence';
import { useTravelStore } from '../../travel/travelStore';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

function Summary({ choice }: { choice: TravelChoice }) {
  if (choice.kind === 'shuttle') {
    return (
      <p>
        {`Take the shuttle from ${choice.shuttle.from} to ${choice.shuttle.to} (${choice.shuttle.planet}). `}
        {`Travel time ${formatShuttleTime(choice.shuttle.travel_time)} (${formatRealWait(choice.shuttle.real_time)} of real time); the fare of ${formatCredits(choice.shuttle.cost)} is charged now.`}
      </p>
    );
  }
  const { option } = choice;
  return (
    <>
      <p>{`Jump to ${option.destination.name} on the ${option.name} (${option.jumps} ${option.jumps === 1 ? 'jump' : 'jumps'}, ${formatInterplanetaryTime(option.travel_time)}: ${formatRealWait(option.real_time)} of real time).`}</p>
      <p>{`Charged now: ${formatFuel(option.fuel_consumption)} fuel units from your tank and ${formatCredits(option.costs.maintenance_cost)} maintenance.`}</p>
      <p className="tv-confirm-note">The datapad stays yours on the way: trade plans, skills, inventory, party and chat.</p>
    </>
  );
}

/** Confirm Travel (seed 001 §2): Cancel or Initiate Travel; without a chosen destination nothing happens. */
export function ConfirmTravelDialog() {
  const open = useTravelStore((state) => state.confirmOpen);
  const choice = useTravelStore((state) => state.choice);
  const error = useTravelStore((state) => state.confirmError);
  const starting = useTravelStore((state) => state.starting);
  return (
    <ConfirmDialog
      open={open && choice !== null}
      title="Confirm Travel"
      description={choice ? <Summary choice={choice} /> : null}
      cancelLabel="Cancel"
      confirmLabel="Initiate Travel"
      busy={starting}
      error={error}
      onCancel={() => useTravelStore.getState().closeConfirm()}
      onConfirm={() => {
        const picked = useTravelStore.getState().choice;
        // Seed 001 §5: the confirmation needs a chosen destination, else nothing happens.
        if (!picked || !choiceDestination(picked)) return;
        void beginJourney(picked);
      }}
    />
  );
}
