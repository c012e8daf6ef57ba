import { useState } from 'react';
import { contentTypes, type ObjectShow } from '../../../shared/api';
import { adminCalls } from '../../api/world';
import { Button } from '../../ui/Button';
import { useAdminSubmit } from './useAdminSubmit';

type Value = ObjectShow['values'][string];

/** The edit form of one object, built from its type's fields; the server's 422 shows under each field. */
export function ObjectEditForm({ object }: { object: ObjectShow }) {
  const [values, setValues] = useState<Record<string, Value>>(object.values);
  const [saved, setSaved] = useState(false);
  const { mutation, errorAt } = useAdminSubmit(
    () => adminCalls.update(object.type, object.id, values),
    () => setSaved(true),
  );
  const set = (name: string, value: Value) => {
    setSaved(false);
    setValues({ ...values, [name]: value });
  };
  return (
    <form
      className="world-form world-card"
      aria-label="Edit"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate();
      }}
    >
      {contentTypes[object.type].fields.map((field) => {
        const value = values[field.name];
        const error = errorAt(field.name);
        return (
          <label key={field.name} className="field">
            <span className="field-label">{field.label}</span>
            {field.kind === 'boolean' ? (
              <input type="checkbox" checked={value === true} onChange={(e) => set(field.name, e.target.checked)} />
            ) : field.kind === 'select' ? (
              <select value={String(value)} onChange={(e) => set(field.name, e.target.value)}>
                {field.options?.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            ) : field.kind === 'longtext' ? (
              <textarea rows={3} value={String(value ?? '')} onChange={(e) => set(field.name, e.target.value)} />
            ) : (
              <input
                className="field-input"
                type={field.kind === 'number' ? 'number' : 'text'}
                step="any"
                value={String(value ?? '')}
                aria-invalid={error ? true : undefined}
                onChange={(e) => set(field.name, field.kind === 'number' ? (e.target.value === '' ? null : Number(e.target.value)) : e.target.value)}
              />
            )}
            {error && <span className="field-error">{error}</span>}
          </label>
        );
      })}
      {saved && <p role="status">Saved.</p>}
      <div className="world-actions">
        <Button type="submit" busy={mutation.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
