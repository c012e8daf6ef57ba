import { useId } from 'react';

/** A labelled drop-down of a few choices (the inventory's sort, the slot picker, the shop picker). */
export function ChoiceSelect<Value extends string | number>({ label, value, choices, onChange }: { label: string; value: Value; choices: readonly { value: Value; label: string }[]; onChange: (value: Value) => void }) {
  const id = useId();
  return (
    <label className="item-choice" htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(event) => onChange(choices[event.target.selectedIndex]?.value ?? value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
