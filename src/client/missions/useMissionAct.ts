import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/apiErrors';
import { refreshMissions } from './missions';
import { showToast } from '../ui/toastStore';

/**
 * Runs a mission or quest act: the server's message as a toast (its error, else `fallback`), then
 * the missions and the character reload whatever happened (seed 001 §4: lists reload after each action).
 */
export function useMissionAct(characterId: number, after?: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function act(work: () => Promise<{ message: string }>, fallback: string): Promise<void> {
    setBusy(true);
    try {
      showToast('success', (await work()).message);
    } catch (err) {
      showToast('error', errorMessage(err, fallback));
    } finally {
      setBusy(false);
      after?.();
      await refreshMissions(queryClient, characterId);
    }
  }
  return { busy, act };
}
