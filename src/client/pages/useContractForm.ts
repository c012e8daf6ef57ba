import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from './applyServerErrors';

/**
 * A form validated in the browser by the shared contract schema, whose submit puts the server's
 * 422 messages under the fields and any other failure (429, network) in `formError`. `field(name)`
 * is what a `FormField` takes for one of them: its registration and its error message.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input> & Input,
  submit: (values: Output) => Promise<void>,
  fallbackError: string,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const fields = Object.keys(defaultValues) as Path<Input>[];
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submit(values);
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, fields, fallbackError));
    }
  });
  // Reading the error through formState during render subscribes the form to it.
  const field = (name: Path<Input>) => ({ ...form.register(name), error: form.getFieldState(name, form.formState).error?.message });
  return { ...form, formError, setFormError, onSubmit, field };
}
