import type { UseFormRegisterReturn } from 'react-hook-form';
import { TOKEN_ABILITIES, TOKEN_ABILITY_DESCRIPTIONS } from '../../../shared/api';

/** Jetstream's "Permissions" checkboxes, one per token ability with what it allows; shared by create and edit. */
export function TokenAbilityFields({ field, error }: { field: UseFormRegisterReturn<'abilities'>; error: string | undefined }) {
  return (
    <fieldset className="stack ability-fieldset">
      <legend className="field-label">Permissions</legend>
      <div className="ability-grid">
        {TOKEN_ABILITIES.map((ability) => (
          <label key={ability} className="checkbox" title={TOKEN_ABILITY_DESCRIPTIONS[ability]}>
            <input type="checkbox" value={ability} {...field} />
            <span>
              {ability}
              <span className="field-hint"> — {TOKEN_ABILITY_DESCRIPTIONS[ability]}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
