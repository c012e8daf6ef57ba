import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PLANET_TYPES, type BuilderDistrict, type BuildPlanetRequest } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { adminCalls, worldQueries } from '../../world/world';
import { Button } from '../../ui/Button';
import { PlanetDisc } from '../world/PlanetDisc';
import '../world/world.css';
import { DistrictsEditor, newDistrict } from './TreeEditors';
import { useAdminSubmit } from './useAdminSubmit';

const STEPS = ['Planet', 'Districts, locations and places', 'Review'] as const;

/** Seed 000 §2 "planet builder wizard": planet → districts → locations → places, previewed, created in one transaction. */
export function PlanetBuilderPage() {
  const navigate = useNavigate();
  const { data: galaxy } = useQuery(worldQueries.galaxy());
  const [step, setStep] = useState(0);
  const [planet, setPlanet] = useState<Omit<BuildPlanetRequest, 'districts'>>({ super_area_id: 0, name: '', planet_type: 'terran', description: '' });
  const [districts, setDistricts] = useState<BuilderDistrict[]>([newDistrict()]);
  const { mutation, errorAt } = useAdminSubmit(() => adminCalls.buildPlanet({ ...planet, districts }), (created) => navigate(`/admin/planet-builder/success/${created.id}`));
  const systemName = galaxy?.systems.find((s) => s.id === planet.super_area_id)?.name;
  return (
    <div className="world-page">
      <title>Planet builder · Starlane</title>
      <h1>Planet builder</h1>
      <ol className="world-steps" aria-label="Steps">
        {STEPS.map((label, i) => (
          <li key={label} aria-current={i === step ? 'step' : undefined}>
            {i + 1}. {label}
          </li>
        ))}
      </ol>
      <section className="world-preview world-card" aria-label="Preview">
        <PlanetDisc name={planet.name || 'New planet'} planetType={planet.planet_type} />
        <div>
          <h2>{planet.name || 'New planet'}</h2>
          <p className="world-muted">
            A {planet.planet_type} world{systemName ? ` in ${systemName}` : ''} · {districts.length} districts · {districts.reduce((n, d) => n + d.locations.length, 0)} locations ·{' '}
            {districts.reduce((n, d) => n + d.locations.reduce((m, l) => m + l.places.length, 0), 0)} places
          </p>
        </div>
      </section>
      {step === 0 && (
        <div className="world-form world-card">
          <label className="field">
            <span className="field-label">Super area</span>
            <select value={planet.super_area_id} onChange={(e) => setPlanet({ ...planet, super_area_id: Number(e.target.value) })}>
              <option value={0}>Choose a super area</option>
              {galaxy?.systems.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
            {errorAt('super_area_id') && <span className="field-error">{errorAt('super_area_id')}</span>}
          </label>
          <label className="field">
            <span className="field-label">Planet name</span>
            <input className="field-input" value={planet.name} onChange={(e) => setPlanet({ ...planet, name: e.target.value })} />
            {errorAt('name') && <span className="field-error">{errorAt('name')}</span>}
          </label>
          <label className="field">
            <span className="field-label">Planet type</span>
            <select value={planet.planet_type} onChange={(e) => setPlanet({ ...planet, planet_type: e.target.value as BuildPlanetRequest['planet_type'] })}>
              {PLANET_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">Description</span>
            <textarea value={planet.description} rows={3} onChange={(e) => setPlanet({ ...planet, description: e.target.value })} />
          </label>
        </div>
      )}
      {step === 1 && <DistrictsEditor districts={districts} onChange={setDistricts} prefix="districts" errorAt={errorAt} />}
      {step === 2 && <p>Everything above is created at once, or nothing is.</p>}
      {mutation.error && <p className="form-alert" role="alert">{errorMessage(mutation.error)}</p>}
      <div className="world-actions">
        {step > 0 && (
          <Button variant="secondary" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        )}
        {step < STEPS.length - 1 ? (
          <Button onClick={() => setStep(step + 1)}>Next</Button>
        ) : (
          <Button busy={mutation.isPending} onClick={() => mutation.mutate()}>
            Build planet
          </Button>
        )}
      </div>
    </div>
  );
}
