import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMBAT_ATTRIBUTES, HAM_POOLS, WEAPON_TYPES, type CombatAttribute, type HamPool, type WeaponType } from '../../../shared/rules/combat/combatTerms';
import { HEAL_CREDITS_PER_POINT } from '../../../shared/rules/combat/hamRules';
import { errorMessage } from '../../api/apiErrors';
import { healHam, trainAttribute, trainWeaponSkill } from '../../api/combat';
import { queryKeys } from '../../api/queryKeys';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toastStore';

/** Heal a pool for credits, train an attribute or a weapon skill: each refreshes combat data and credits. */
export function CombatTraining({ characterId }: { characterId: number }) {
  const queryClient = useQueryClient();
  const [pool, setPool] = useState<HamPool>('health');
  const [attribute, setAttribute] = useState<CombatAttribute>('strength');
  const [weapon, setWeapon] = useState<WeaponType>('pistol');
  const settle = {
    onSuccess: (result: { message: string }) => showToast('success', result.message),
    onError: (error: unknown) => showToast('error', errorMessage(error, 'That failed')),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.combat.all(characterId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.character(characterId) }),
      ]),
  };
  const heal = useMutation({ mutationFn: () => healHam(pool, 25), ...settle });
  const trainStat = useMutation({ mutationFn: () => trainAttribute(attribute, 1), ...settle });
  const trainWeapon = useMutation({ mutationFn: () => trainWeaponSkill(weapon, 1), ...settle });

  return (
    <section className="combat-section" aria-label="Heal and train">
      <h3>Heal and train</h3>
      <div className="fight-actions-grid">
        <label>
          Pool
          <select value={pool} onChange={(event) => setPool(event.target.value as HamPool)}>
            {HAM_POOLS.map((value) => <option key={value} value={value}>{value}</option>)}
          </select>
        </label>
        <Button variant="secondary" busy={heal.isPending} onClick={() => heal.mutate()}>
          {`Heal 25 (${25 * HEAL_CREDITS_PER_POINT} cr)`}
        </Button>
        <label>
          Attribute
          <select value={attribute} onChange={(event) => setAttribute(event.target.value as CombatAttribute)}>
            {COMBAT_ATTRIBUTES.map((value) => <option key={value} value={value}>{value}</option>)}
          </select>
        </label>
        <Button variant="secondary" busy={trainStat.isPending} onClick={() => trainStat.mutate()}>
          Train attribute
        </Button>
        <label>
          Weapon skill
          <select value={weapon} onChange={(event) => setWeapon(event.target.value as WeaponType)}>
            {WEAPON_TYPES.map((value) => <option key={value} value={value}>{value}</option>)}
          </select>
        </label>
        <Button variant="secondary" busy={trainWeapon.isPending} onClick={() => trainWeapon.mutate()}>
          Train weapon
        </Button>
      </div>
    </section>
  );
}
