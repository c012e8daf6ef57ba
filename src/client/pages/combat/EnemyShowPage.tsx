import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { enemyQueryOptions } from '../../combat/combatOpponents';
import { FactList } from '../../ui/FactList';
import '../../combat/combat.css';
import { dangerLabel } from '../../../shared/rules/riskLabel';

/** Enemy show: an enemy's pools, damage, abilities and loot table. */
export function EnemyShowPage() {
  const id = Number(useParams().id);
  const { data: enemy, error } = useQuery({ ...enemyQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <section className="panel stack" aria-label="Enemy">
      <title>{`${enemy?.name ?? 'Enemy'} · Starlane`}</title>
      <Link to="/enemies">All enemies</Link>
      {error && <p className="form-alert" role="alert">{errorMessage(error, 'Failed to load the enemy')}</p>}
      {enemy && (
        <>
          <h1 className="panel-title">{enemy.name}</h1>
          <p>{enemy.description}</p>
          <FactList
            facts={[
              ['Kind', enemy.kind],
              ['Level', String(enemy.level)],
              ['Super area', `${enemy.super_area.name} (${dangerLabel(enemy.super_area.danger_level)})`],
              ['Health / action / mind', `${enemy.health_max} / ${enemy.action_max} / ${enemy.mind_max}`],
              ['Damage', `${enemy.damage_min}–${enemy.damage_max}`],
              ['Accuracy / defense', `${enemy.accuracy} / ${enemy.defense}`],
              ['Credits', `${enemy.credits_min}–${enemy.credits_max}`],
              ['Abilities', enemy.abilities.join(', ') || 'None'],
            ]}
          />
          <section className="combat-section" aria-label="Loot table">
            <h2>Loot table</h2>
            <ul className="combat-list">
              {enemy.loot.map((entry) => (
                <li key={entry.item_template_id}>
                  <span>{`${entry.name} (${entry.quality})`}</span>
                  <span>{`${entry.chance_percent}%`}</span>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
