import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/apiErrors';
import type { QuestProgress } from '../../shared/api';
import { refreshMissions } from './missions';
import { settleQuestAct } from './settleQuestAct';
import { showToast } from '../ui/toastStore';

/**
 * Runs a mission or quest act: the server's message as a toast (its error, else `fallback`), then
 * the missions and the character reload whatever happened (seed 001 §4: lists reload after each
 * action); a quest taken or given up patches the journal from its answer instead (`questAct`).
 */
export function useMissionAct(characterId: number, after?: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function act(work: () => Promise<{ message: string }>, fallback: string): Promise<void> {
    await run(work, fallback, () => refreshMissions(queryClient, characterId));
  }
  /** A quest taken or given up: its answer patches the journal, the Character is read once (a failure reloads all). */
  async function questAct(questId: number, work: () => Promise<{ message: string; quest: QuestProgress | null }>, fallback: string): Promise<void> {
    let answer: { quest: QuestProgress | null } | null = null;
    await run(
      async () => (answer = await work()),
      fallback,
      () => (answer ? settleQuestAct(queryClient, characterId, questId, answer.quest) : refreshMissions(queryClient, characterId)),
    );
  }
  async function run(work: () => Promise<{ message: string }>, fallback: string, settle: () => Promise<unknown>): Promise<void> {
    setBusy(true);
    try {
      showToast('success', (await work()).message);
    } catch (err) {
      showToast('error', errorMessage(err, fallback));
    } finally {
      setBusy(false);
      after?.();
      await settle();
    }
  }
  return { busy, act, questAct };
}
