import { PLACE_TYPES, type BuilderDistrict, type BuilderLocation, type BuilderPlace } from '../../../shared/api';
import { Button } from '../../ui/Button';

export const newPlace = (): BuilderPlace => ({ name: '', place_type: 'shuttleport' });
export const newLocation = (): BuilderLocation => ({ name: '', places: [newPlace()] });
export const newDistrict = (): BuilderDistrict => ({ name: '', locations: [newLocation()] });

/** Replaces item `index` of `list`. */
const put = <T,>(list: readonly T[], index: number, item: T): T[] => list.map((old, i) => (i === index ? item : old));
const without = <T,>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** The field errors of the server's 422 under `prefix` (e.g. `districts.0.locations.1.name`). */
export type ErrorsAt = (path: string) => string | undefined;

function NameInput({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error: string | undefined }) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input className="field-input" value={value} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.value)} />
      {error && <span className="field-error">{error}</span>}
    </label>
  );
}

export function PlacesEditor({ places, onChange, prefix, errorAt }: { places: BuilderPlace[]; onChange: (p: BuilderPlace[]) => void; prefix: string; errorAt: ErrorsAt }) {
  return (
    <div className="world-form">
      {places.map((place, i) => (
        <div key={i} className="world-row">
          <NameInput label={`Place ${i + 1} name`} value={place.name} error={errorAt(`${prefix}.${i}.name`)} onChange={(name) => onChange(put(places, i, { ...place, name }))} />
          <label className="field">
            <span className="field-label">{`Place ${i + 1} kind`}</span>
            <select value={place.place_type} onChange={(e) => onChange(put(places, i, { ...place, place_type: e.target.value as BuilderPlace['place_type'] }))}>
              {PLACE_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
          {places.length > 1 && (
            <Button variant="ghost" onClick={() => onChange(without(places, i))}>
              Remove place
            </Button>
          )}
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...places, newPlace()])}>
          Add a place
        </Button>
      </div>
    </div>
  );
}

export function LocationsEditor({ locations, onChange, prefix, errorAt }: { locations: BuilderLocation[]; onChange: (l: BuilderLocation[]) => void; prefix: string; errorAt: ErrorsAt }) {
  return (
    <div className="world-form">
      {locations.map((location, i) => (
        <fieldset key={i} className="world-card">
          <legend>Location {i + 1}</legend>
          <NameInput label={`Location ${i + 1} name`} value={location.name} error={errorAt(`${prefix}.${i}.name`)} onChange={(name) => onChange(put(locations, i, { ...location, name }))} />
          <PlacesEditor places={location.places} prefix={`${prefix}.${i}.places`} errorAt={errorAt} onChange={(places) => onChange(put(locations, i, { ...location, places }))} />
          {locations.length > 1 && (
            <Button variant="ghost" onClick={() => onChange(without(locations, i))}>
              Remove location
            </Button>
          )}
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...locations, newLocation()])}>
          Add a location
        </Button>
      </div>
    </div>
  );
}

export function DistrictsEditor({ districts, onChange, prefix, errorAt }: { districts: BuilderDistrict[]; onChange: (d: BuilderDistrict[]) => void; prefix: string; errorAt: ErrorsAt }) {
  return (
    <div className="world-form">
      {districts.map((district, i) => (
        <fieldset key={i} className="world-card">
          <legend>District {i + 1}</legend>
          <NameInput label={`District ${i + 1} name`} value={district.name} error={errorAt(`${prefix}.${i}.name`)} onChange={(name) => onChange(put(districts, i, { ...district, name }))} />
          <LocationsEditor locations={district.locations} prefix={`${prefix}.${i}.locations`} errorAt={errorAt} onChange={(locations) => onChange(put(districts, i, { ...district, locations }))} />
          {districts.length > 1 && (
            <Button variant="ghost" onClick={() => onChange(without(districts, i))}>
              Remove district
            </Button>
          )}
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...districts, newDistrict()])}>
          Add a district
        </Button>
      </div>
    </div>
  );
}
