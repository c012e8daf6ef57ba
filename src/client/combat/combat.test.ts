import { describe, expect, it } from 'vitest';
import { useCharacterStore } from '../stores/characterStore';
import { sendCombatAction } from './combat';

describe('combat calls', () => {
  it("fail an action without an active session with 'No active combat session', sending nothing (seed 000 §5)", async () => {
    await expect(sendCombatAction({ action: 'attack' })).rejects.toThrow('No active combat session');
    useCharacterStore.getState().startCombat({ id: 3, status: 'victory', turn_number: 4, current_turn: 'player' });
    await expect(sendCombatAction({ action: 'flee' })).rejects.toThrow('No active combat session');
  });
});
