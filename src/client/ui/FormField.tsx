import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from './classNames';

export interface FormFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  name: string;
  /** The field's error (client validation or the server's 422), shown under the input. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function FormField({ label, name, error, hint, id, className, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? `${name}-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('field', error && 'field-invalid', className)}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
