import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ContentField, TrafficTunablesBody } from '../../../shared/api';
import { errorMessage, ValidationError } from '../../api/apiErrors';
import { adminCalls, adminQueries } from '../../world/world';
import { Button } from '../../ui/Button';
import '../world/world.css';
import { ContentFieldInput } from './ContentFieldInput';
import { useAdminForm } from './useAdminForm';

/** The tunables' fields, labelled as the server's 422 messages name them, each with what it does. */
const FIELDS: readonly (ContentField & { name: keyof TrafficTunablesBody; hint: string })[] = [
  { name: 'traders_per_system', label: 'Traders per system', kind: 'number', hint: 'NPC traders flying per star system (0–20): missing ones join docked, extra ones leave once docked with an empty hold.' },
  { name: 'appetite', label: 'Appetite', kind: 'number', hint: 'The most of a market’s stock one trader buys at once, as a fraction (0.01–0.5).' },
  { name: 'systems_per_pirate_group', label: 'Systems per pirate group', kind: 'number', hint: 'One pirate group per this many systems, at least one (1–100).' },
  { name: 'systems_per_patrol', label: 'Systems per patrol', kind: 'number', hint: 'One patrol per this many systems, at least one (1–100).' },
  { name: 'events_per_game_day', label: 'Events per game day', kind: 'number', hint: 'New galactic events across the galaxy each game day (0–10).' },
];

/** The content admin's page of the living galaxy's tunables (GAME_RULES "A living galaxy"): the next tick flies what is saved. */
export function TrafficTunablesPage() {
  const { data, error } = useQuery(adminQueries.trafficTunables());
  return (
    <div className="world-page">
      <title>Galaxy traffic · Content admin · Starlane</title>
      <nav className="world-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Content admin</Link>
      </nav>
      <h1>Galaxy traffic</h1>
      <p className="world-muted">How many NPC ships fly the lanes, how hungry the traders are and how often galactic events break out. The galaxy clock&rsquo;s next tick fits the fleet to what is saved.</p>
      {error && (
        <p className="form-alert" role="alert">
          {errorMessage(error, 'Failed to load the traffic tunables')}
        </p>
      )}
      {data && <TrafficTunablesForm saved={data} />}
    </div>
  );
}

function TrafficTunablesForm({ saved: initial }: { saved: TrafficTunablesBody }) {
  const { values, saved, set, mutation, errorAt } = useAdminForm(initial, (edited) => adminCalls.updateTrafficTunables(edited as TrafficTunablesBody));
  return (
    <form
      className="world-form world-card"
      aria-label="Traffic tunables"
      data-saved={saved ? '' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate();
      }}
    >
      {FIELDS.map((field) => (
        <div key={field.name}>
          <ContentFieldInput field={field} value={values[field.name]} error={errorAt(field.name)} onChange={(value) => set(field.name, value)} />
          <p className="world-muted">{field.hint}</p>
        </div>
      ))}
      {saved && <p role="status">Saved. The next tick flies the galaxy with these.</p>}
      {mutation.error !== null && !(mutation.error instanceof ValidationError) && <p className="form-alert" role="alert">{errorMessage(mutation.error)}</p>}
      <div className="world-actions">
        <Button type="submit" busy={mutation.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
