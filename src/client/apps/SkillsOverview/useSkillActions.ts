import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillRoutes } from '../../../shared/api';
import { refreshChanges } from '../../api/actSettlement';
import { patchSkillPoints } from '../../api/patchSkillPoints';
import { alertMessage, errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { learnSkill, startProfession } from '../../skills/skills';
import { showToast } from '../../ui/toastStore';

/**
 * Start a profession and learn a skill: the server's message as a success alert, its `error` on
 * failure; afterwards the summary, recommendations and allocation (all under the character's
 * skills key), the character (points) and the market (the profession saving) reload.
 */
export function useSkillActions(characterId: number, onLearned: () => void) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [queryKeys.skills.all(characterId), queryKeys.character(characterId), queryKeys.market.all(characterId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const failed = (fallback: string) => (error: unknown) => showToast('error', alertMessage(error, errorMessage(error, fallback)));

  const start = useMutation({
    mutationFn: (professionId: number) => startProfession(characterId, professionId),
    onSuccess: async (result) => {
      showToast('success', result.message);
      await refresh();
    },
    onError: failed('Could not start the profession'),
  });

  const learn = useMutation({
    mutationFn: (skillId: number) => learnSkill(characterId, skillId),
    onSuccess: async (result) => {
      showToast('success', result.message);
      onLearned();
      // The points come with the answer; the summary (skills, modifiers), the rest of the skills
      // reads and the market's profession saving are read again.
      patchSkillPoints(queryClient, characterId, result.skill_points);
      await refreshChanges(queryClient, characterId, skillRoutes.learnSkill.changes, { character: ['skills'] });
    },
    onError: failed('Could not learn the skill'),
  });

  return { start, learn };
}
