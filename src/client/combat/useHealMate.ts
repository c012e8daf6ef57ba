import { useMutation, useQueryClient } from '@tanstack/react-query';
import { medicalRoutes, type HealMateResponse } from '../../shared/api';
import { refreshChanges } from '../api/actSettlement';
import { errorMessage } from '../api/apiErrors';
import { callRoute } from '../api/callRoute';
import { showToast } from '../ui/toastStore';

/** POST heal-mate: treat a party-mate beside you with one of your medical items. */
export function healMate(patientId: number, itemId: number): Promise<HealMateResponse> {
  return callRoute(medicalRoutes.healMate, { body: { patient_id: patientId, item_id: itemId } });
}

/** Heals a party-mate out of a fight; the answer's words (what was healed) are toasted, the inventory and skills read again. */
export function useHealMate(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, itemId }: { patientId: number; itemId: number }) => healMate(patientId, itemId),
    onSuccess: (result) => showToast('success', result.message),
    onError: (error) => showToast('error', errorMessage(error, 'Healing failed')),
    // The answer shows at once; what it changed is read again behind it.
    onSettled: () => {
      void refreshChanges(queryClient, characterId, medicalRoutes.healMate.changes ?? { queries: [] });
    },
  });
}
