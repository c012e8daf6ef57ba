import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Character } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { deleteCharacter } from '../../characters/characters';
import { queryKeys } from '../../api/queryKeys';
import { useGameStore } from '../../stores/gameStore';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Deleting a character, behind a confirmation; the active selection is cleared if it was this one. */
export function DeleteCharacterSection({ character }: { character: Character }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmDelete() {
    setDeleting(true);
    setError(null);
    try {
      await deleteCharacter(character.id);
    } catch (err) {
      setError(errorMessage(err, 'Failed to delete character'));
      setDeleting(false);
      return;
    }
    const game = useGameStore.getState();
    if (game.activeCharacterId === character.id) game.clearActiveCharacter();
    queryClient.removeQueries({ queryKey: queryKeys.character(character.id), exact: true });
    await queryClient.invalidateQueries({ queryKey: queryKeys.characterList, exact: true });
    await navigate('/characters', { replace: true });
  }

  return (
    <>
      <p className="muted">Deleting a character removes its credits, cargo and ships for good.</p>
      <div className="actions">
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete Character
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${character.name}?`}
        description={<p>This permanently deletes {character.name}. This cannot be undone.</p>}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        destructive
        busy={deleting}
        error={error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </>
  );
}
