import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { createCharacterRequest } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { STARTING_CREDITS } from '../../../shared/rules/startingCharacter';
import { createCharacter } from '../../characters/characters';
import { queryKeys } from '../../api/queryKeys';
import { useGameStore } from '../../stores/gameStore';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useContractForm } from '../useContractForm';

/** Names a new character, makes it the active one and opens the game with it. */
export function CreateCharacterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    field,
    formError,
    onSubmit,
    formState: { isSubmitting },
  } = useContractForm(
    createCharacterRequest,
    { name: '' },
    async (values) => {
      const character = await createCharacter(values);
      queryClient.setQueryData(queryKeys.character(character.id), character);
      await queryClient.invalidateQueries({ queryKey: queryKeys.characterList, exact: true });
      useGameStore.getState().setActiveCharacterId(character.id);
      // Into the game at once, as the new character: the welcome briefing and its first mission wait there.
      await navigate('/game');
    },
    'Failed to create character',
  );

  return (
    <div className="page stack">
      <title>New Character · Starlane</title>
      <header className="page-header">
        <div>
          <p className="eyebrow">Roster</p>
          <h1>New Character</h1>
        </div>
      </header>
      <section className="panel panel-narrow stack">
        <p className="muted">
          Every pilot starts with {formatCredits(STARTING_CREDITS)} and a berth at a starter port.
        </p>
        <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormAlert message={formError} />
          <FormField
            label="Name"
            autoComplete="off"
            hint="3 to 24 characters: letters, digits, spaces, apostrophes and hyphens."
            {...field('name')}
          />
          <div className="actions">
            <Button type="submit" busy={isSubmitting}>
              Create Character
            </Button>
            <Link className="btn btn-ghost" to="/characters">
              Cancel
            </Link>
          </div>
        </form>
      </section>
    </div>
  );
}
