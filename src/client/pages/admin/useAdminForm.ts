import { useState } from 'react';
import type { ContentValue } from './ContentFieldInput';
import { useAdminSubmit } from './useAdminSubmit';

type Values = Record<string, ContentValue>;

/**
 * An admin edit form's state: the values as edited, Saved once the server took them (cleared by
 * the next edit), and the submit with its 422 field errors (useAdminSubmit).
 */
export function useAdminForm<T>(initial: Values, save: (values: Values) => Promise<T>) {
  const [values, setValues] = useState<Values>(initial);
  const [saved, setSaved] = useState(false);
  const { mutation, errorAt } = useAdminSubmit(
    () => save(values),
    () => setSaved(true),
  );
  const set = (name: string, value: ContentValue) => {
    setSaved(false);
    setValues({ ...values, [name]: value });
  };
  return { values, saved, set, mutation, errorAt };
}
