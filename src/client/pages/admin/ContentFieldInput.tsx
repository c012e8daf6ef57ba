import { useId } from 'react';
import type { ContentField, ObjectShow } from '../../../shared/api';

export type ContentValue = ObjectShow['values'][string];

/**
 * One field of a content type's form, drawn by its kind; the server's 422 message shows under it
 * and describes the control (so the control's name stays its label).
 */
export function ContentFieldInput({ field, value, error, onChange }: { field: ContentField; value: ContentValue | undefined; error: string | undefined; onChange: (value: ContentValue) => void }) {
  const id = useId();
  const described = error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {};
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {field.label}
      </label>
      {field.kind === 'boolean' ? (
        <input id={id} type="checkbox" checked={value === true} {...described} onChange={(e) => onChange(e.target.checked)} />
      ) : field.kind === 'select' ? (
        <select id={id} value={String(value)} {...described} onChange={(e) => onChange(e.target.value)}>
          {field.options?.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      ) : field.kind === 'longtext' ? (
        <textarea id={id} rows={3} value={String(value ?? '')} {...described} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          id={id}
          className="field-input"
          type={field.kind === 'number' ? 'number' : 'text'}
          step="any"
          value={String(value ?? '')}
          {...described}
          onChange={(e) => onChange(field.kind === 'number' ? (e.target.value === '' ? null : Number(e.target.value)) : e.target.value)}
        />
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
