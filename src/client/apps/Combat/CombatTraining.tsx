import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMBAT_ATTRIBUTES, HAM_POOLS, WEAPON_TYPES, type CombatAttribute, type HamPool, type WeaponType } from '../../../shared/rules/combat/combatTerms';
import { HEAL_CREDITS_PER_POINT, healedAmount } from '../../../shared/rules/combat/hamRules';
import { attributePointCost, MAX_ATTRIBUTE_VALUE, MAX_WEAPON_SKILL_LEVEL, weaponLevelCost } from '../../../shared/rules/combat/trainingCosts';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { errorMessage } from '../../api/apiErrors';
import { healHam, trainAttribute, trainWeaponSkill } from '../../combat/combat';
import { queryKeys } from '../../api/queryKeys';
import { useCharacterStore } from '../../stores/characterStore';
import { Button } from '../../ui/Button';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { showToast } from '../../ui/toastStore';

/** Points a heal buys. */
const HEAL_POINTS = 25;

/**
 * Heal a pool for credits, train an attribute or a weapon skill: each choice is a row of pills
 * with what it stands at now, and one button that says what it buys and for how much. Each act
 * refreshes combat data and credits.
 */
export function CombatTraining({ characterId }: { characterId: number }) {
  const queryClient = useQueryClient();
  const ham = useCharacterStore((state) => state.ham);
  const stats = useCharacterStore((state) => state.combatStats);
  const weaponSkills = useCharacterStore((state) => state.weaponSkills);
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
  const heal = useMutation({ mutationFn: () => healHam(pool, HEAL_POINTS), ...settle });
  const trainStat = useMutation({ mutationFn: () => trainAttribute(attribute, 1), ...settle });
  const trainWeapon = useMutation({ mutationFn: () => trainWeaponSkill(weapon, 1), ...settle });

  const missing = (p: HamPool) => healedAmount(ham[`${p}_current`], ham[`${p}_max`], ham[`${p}_wounds`], HEAL_POINTS);
  const healing = missing(pool);
  const levelOf = (type: WeaponType) => weaponSkills.find((skill) => skill.weapon_type === type)?.skill_level ?? 0;
  const statNow = stats[attribute];
  const weaponNow = levelOf(weapon);

  return (
    <section className="combat-section combat-training" aria-label="Heal and train">
      <h3>Heal and train</h3>
      <div className="training-row">
        <SegmentedControl label="Pool" value={pool} onChange={setPool} options={HAM_POOLS.map((p) => ({ value: p, label: p, detail: `${ham[`${p}_current`]}/${ham[`${p}_max`] - ham[`${p}_wounds`]}` }))} />
        <Button variant="secondary" busy={heal.isPending} disabled={healing === 0} onClick={() => heal.mutate()}>
          {healing === 0 ? `${pool} is full` : `Heal ${healing} ${pool} · ${formatCredits(healing * HEAL_CREDITS_PER_POINT)}`}
        </Button>
      </div>
      <div className="training-row">
        <SegmentedControl label="Attribute" value={attribute} onChange={setAttribute} options={COMBAT_ATTRIBUTES.map((a) => ({ value: a, label: a, detail: String(stats[a]) }))} />
        <Button variant="secondary" busy={trainStat.isPending} disabled={statNow >= MAX_ATTRIBUTE_VALUE} onClick={() => trainStat.mutate()}>
          {statNow >= MAX_ATTRIBUTE_VALUE ? `${attribute} is at its peak` : `Train ${attribute} to ${statNow + 1} · ${formatCredits(attributePointCost(statNow))}`}
        </Button>
      </div>
      <div className="training-row">
        <SegmentedControl label="Weapon skill" value={weapon} onChange={setWeapon} options={WEAPON_TYPES.map((w) => ({ value: w, label: w, detail: `lvl ${levelOf(w)}` }))} />
        <Button variant="secondary" busy={trainWeapon.isPending} disabled={weaponNow >= MAX_WEAPON_SKILL_LEVEL} onClick={() => trainWeapon.mutate()}>
          {weaponNow >= MAX_WEAPON_SKILL_LEVEL ? `${weapon} is mastered` : `Train ${weapon} to level ${weaponNow + 1} · ${formatCredits(weaponLevelCost(weaponNow))}`}
        </Button>
      </div>
    </section>
  );
}
