import type { TravelOptionsResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatRealWait } from '../../../shared/rules/travel/pacing';
import { formatShuttleTime } from '../../../shared/rules/travel/travelTime';
import type { TravelChoice } from '../../travel/travelChoice';
import { Button } from '../../ui/Button';

interface LocalTravelTabProps {
  options: TravelOptionsResponse;
  travelling: boolean;
  onChoose: (choice: TravelChoice) => void;
}

/** Local Travel: the shuttles from here to the other shuttleports of the system (times in hours and minutes). */
export function LocalTravelTab({ options, travelling, onChoose }: LocalTravelTabProps) {
  const { current, local } = options;
  return (
    <div className="tv-local">
      <p className="tv-here-line">{`You are at ${current.place_name}, ${current.planet_name} · ${current.name} system`}</p>
      {local.length === 0 ? (
        <p className="tv-empty">No shuttles fly from here to elsewhere in this system.</p>
      ) : (
        <table className="tv-shuttles">
          <caption className="visually-hidden">Local shuttles</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Travel time</th>
              <th scope="col">Real wait</th>
              <th scope="col">Cost</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {local.map((shuttle) => (
              <tr key={shuttle.id}>
                <td>{shuttle.from}</td>
                <td>
                  <span className="tv-shuttle-to">{shuttle.to}</span>
                  <span className="tv-shuttle-where">{`${shuttle.planet} · ${shuttle.location}`}</span>
                </td>
                <td className="tv-mono">{formatShuttleTime(shuttle.travel_time)}</td>
                <td className="tv-mono tv-real-wait">{formatRealWait(shuttle.real_time)}</td>
                <td className="tv-mono">{formatCredits(shuttle.cost)}</td>
                <td>
                  <Button variant="secondary" disabled={travelling} onClick={() => onChoose({ kind: 'shuttle', shuttle })} aria-label={`Take the shuttle to ${shuttle.to}`}>
                    Book
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
