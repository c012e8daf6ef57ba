import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { adminCalls } from '../../world/world';
import { Button } from '../../ui/Button';
import { useIdParam } from '../world/useIdParam';
import '../world/world.css';
import { DistrictsEditor, LocationsEditor, newDistrict, newLocation, newPlace, PlacesEditor } from './TreeEditors';
import { useAdminSubmit } from './useAdminSubmit';

function AddFrame({ title, busy, error, onSubmit, children }: { title: string; busy: boolean; error: unknown; onSubmit: () => void; children: React.ReactNode }) {
  return (
    <div className="world-page">
      <title>{`${title} · Starlane`}</title>
      <h1>{title}</h1>
      {children}
      {error !== null && <p className="form-alert" role="alert">{errorMessage(error)}</p>}
      <div className="world-actions">
        <Button busy={busy} onClick={onSubmit}>
          Save
        </Button>
      </div>
    </div>
  );
}

/** Seed 000 §2 "add districts": new districts (with their locations and places) on an existing planet. */
export function AddDistrictsPage() {
  const planetId = useIdParam();
  const navigate = useNavigate();
  const [districts, setDistricts] = useState([newDistrict()]);
  const { mutation, errorAt } = useAdminSubmit(() => adminCalls.addDistricts(planetId, districts), () => navigate(`/planets/${planetId}`));
  return (
    <AddFrame title="Add districts" busy={mutation.isPending} error={mutation.error} onSubmit={() => mutation.mutate()}>
      <DistrictsEditor districts={districts} onChange={setDistricts} prefix="districts" errorAt={errorAt} />
    </AddFrame>
  );
}

/** Seed 000 §2 "add locations": new locations (with their places) in an existing district. */
export function AddLocationsPage() {
  const districtId = useIdParam();
  const navigate = useNavigate();
  const [locations, setLocations] = useState([newLocation()]);
  const { mutation, errorAt } = useAdminSubmit(() => adminCalls.addLocations(districtId, locations), () => navigate(`/districts/${districtId}`));
  return (
    <AddFrame title="Add locations" busy={mutation.isPending} error={mutation.error} onSubmit={() => mutation.mutate()}>
      <LocationsEditor locations={locations} onChange={setLocations} prefix="locations" errorAt={errorAt} />
    </AddFrame>
  );
}

/** Seed 000 §2 "add places": new places in an existing location. */
export function AddPlacesPage() {
  const locationId = useIdParam();
  const navigate = useNavigate();
  const [places, setPlaces] = useState([newPlace()]);
  const { mutation, errorAt } = useAdminSubmit(() => adminCalls.addPlaces(locationId, places), () => navigate(`/locations/${locationId}`));
  return (
    <AddFrame title="Add places" busy={mutation.isPending} error={mutation.error} onSubmit={() => mutation.mutate()}>
      <PlacesEditor places={places} onChange={setPlaces} prefix="places" errorAt={errorAt} />
    </AddFrame>
  );
}
