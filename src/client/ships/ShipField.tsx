import { useId, type ReactNode } from 'react';

/**
 * A labelled control of the ship apps. The label points at the control by id rather than wrapping
 * it, so a select's accessible name is its label alone, not the label plus its options.
 */
export function ShipField({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className ? `ship-field ${className}` : 'ship-field'}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
