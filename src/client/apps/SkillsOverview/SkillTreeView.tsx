import type { Profession, Skill } from '../../../shared/api';
import { cx } from '../../ui/classNames';
import type { SkillState } from './skillGraph';
import { SkillNode } from './SkillNode';
import { SkillStateIcon, skillStateLabels } from './SkillStateIcon';
import './skillTree.css';

interface SkillTreeViewProps {
  profession: Profession;
  stateOf: (skill: Skill) => SkillState;
  /** The chosen skill and the skills leading to it. */
  path: ReadonlySet<number>;
  chosenId: number | null;
  onChoose: (skill: Skill) => void;
  /** The states the legend explains. */
  legend?: readonly SkillState[];
}

/**
 * A profession's skills drawn as a tree, tiers left to right: the novice skill, its four trees
 * (novice → basic → intermediate → advanced) and the master skill. The links along the path to
 * the chosen skill light up with it.
 */
export function SkillTreeView({ profession, stateOf, path, chosenId, onChoose, legend = ['learned', 'learnable', 'locked'] }: SkillTreeViewProps) {
  const node = (skill: Skill) => <SkillNode skill={skill} state={stateOf(skill)} onPath={path.has(skill.id)} chosen={chosenId === skill.id} onChoose={onChoose} />;
  const noviceLit = path.size > 1 && path.has(profession.novice_skill.id);
  const masterLit = path.has(profession.master_skill.id);
  return (
    <section className="so-tree" aria-label={`Skill trees of ${profession.name}`}>
      <div className="so-tree-grid">
        <div className={cx('so-tree-end so-tree-novice', noviceLit && 'is-lit')}>{node(profession.novice_skill)}</div>
        <ol className={cx('so-tree-rows', masterLit && 'is-lit-right')}>
          {profession.skill_trees.map((tree) => (
            <li key={tree.id} className="so-tree-row">
              <span className="so-tree-name" title={tree.description}>
                {tree.name}
              </span>
              <ol className="so-branch" aria-label={tree.name}>
                {tree.skills.map((skill, k) => {
                  const before = k === 0 ? profession.novice_skill : tree.skills[k - 1];
                  const last = k === tree.skills.length - 1;
                  const lit = path.has(skill.id) && before !== undefined && path.has(before.id);
                  return (
                    <li key={skill.id} className={cx('so-branch-step', lit && 'is-lit', last && masterLit && path.has(skill.id) && 'is-lit-out')}>
                      {node(skill)}
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
        <div className={cx('so-tree-end so-tree-master', masterLit && 'is-lit')}>{node(profession.master_skill)}</div>
      </div>
      <ul className="so-legend" aria-label="Legend">
        {legend.map((state) => (
          <li key={state} className={`so-legend-${state}`}>
            <SkillStateIcon state={state} />
            {skillStateLabels[state]}
          </li>
        ))}
        <li className="so-legend-path">Path to the chosen skill</li>
      </ul>
    </section>
  );
}
