import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateCharacterRequest } from '../../../shared/api';
import type { Character, UpdateCharacterRequest } from '../../../shared/api';
import { updateCharacter } from '../../characters/characters';
import { queryKeys } from '../../api/queryKeys';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { applyServerErrors } from '../applyServerErrors';

/** Seed 000 §9: a form's "recently successful" flag lasts this long. */
export const RECENTLY_SUCCESSFUL_MS = 2000;

type RenameFormValues = z.input<typeof updateCharacterRequest>;

export function RenameCharacterForm({ character }: { character: Character }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [recentlySuccessful, setRecentlySuccessful] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RenameFormValues, unknown, UpdateCharacterRequest>({
    resolver: zodResolver(updateCharacterRequest),
    defaultValues: { name: character.name },
  });

  useEffect(() => {
    if (!recentlySuccessful) return;
    const timer = setTimeout(() => setRecentlySuccessful(false), RECENTLY_SUCCESSFUL_MS);
    return () => clearTimeout(timer);
  }, [recentlySuccessful]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const updated = await updateCharacter(character.id, values);
      queryClient.setQueryData(queryKeys.character(updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.characterList, exact: true });
      reset({ name: updated.name });
      setRecentlySuccessful(true);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['name'], 'Failed to rename character'));
    }
  });

  return (
    <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormAlert message={formError} />
      <FormField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <div className="actions">
        <Button type="submit" busy={isSubmitting}>
          Save
        </Button>
        <span className="saved-flag" role="status">
          {recentlySuccessful ? 'Saved.' : ''}
        </span>
      </div>
    </form>
  );
}
