import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Skill } from '../../../shared/api';
import type { SkillLearner } from '../../../shared/rules/skills/skillLearnability';
import { testProfession } from '../../testing/testSkills';
import { SkillModal } from './SkillModal';

const merchant = testProfession(1);
const negotiation = merchant.skill_trees[0]!.skills;

function skillCosting(cost: number, overrides: Partial<Skill> = {}): Skill {
  return { ...negotiation[1]!, skill_points_required: cost, ...overrides };
}

/** A learner who has the novice and Negotiation I, with `left` points unspent. */
function learnerWith(left: number, experience = 1_000): SkillLearner {
  return { learnedSkillIds: new Set([100, 111]), pointsUsed: 250 - left, totalPoints: 250, experience: { trading: experience } };
}

function open(skill: Skill, learner: SkillLearner) {
  render(<SkillModal skill={skill} profession={merchant} learner={learner} busy={false} onLearn={() => {}} onClose={() => {}} />);
  return screen.getByRole('dialog', { name: skill.name });
}

const warnings = (dialog: HTMLElement) => within(dialog).queryByRole('list', { name: 'Warnings' })?.textContent ?? '';

describe('SkillModal', () => {
  it('warns when fewer than 50 points would remain: 49 left after is a warning, 50 is not', () => {
    expect(warnings(open(skillCosting(4), learnerWith(54)))).toBe('');
    cleanup();
    expect(warnings(open(skillCosting(4), learnerWith(53)))).toBe('Warning: only 49 skill points will remain after learning this skill (fewer than 50).');
  });

  it('warns of a master-level skill at 5 points, not at 4', () => {
    expect(warnings(open(skillCosting(4), learnerWith(200)))).toBe('');
    cleanup();
    expect(warnings(open(skillCosting(5), learnerWith(200)))).toBe('Master-level skill: it costs 5 or more skill points.');
  });

  it('offers Learn Skill with points exactly enough, and Cannot Learn with the reasons one point short', () => {
    let dialog = open(skillCosting(4), learnerWith(4));
    expect(within(dialog).getByRole('button', { name: 'Learn Skill' }).hasAttribute('disabled')).toBe(false);
    expect(warnings(dialog)).toContain('only 0 skill points will remain');
    cleanup();
    dialog = open(skillCosting(5), learnerWith(4));
    expect(within(dialog).getByRole('button', { name: 'Cannot Learn' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('list', { name: 'Why it cannot be learned' }).textContent).toBe('Not enough skill points: it costs 5 and you have 4 left.');
    // Points it can't pay for: no warning about what would remain.
    expect(warnings(dialog)).toBe('');
  });

  it('says why experience one short blocks it, and lists prerequisites met and unmet, bonuses, abilities and commands', () => {
    const skill = skillCosting(2, {
      experience_required: 1_001,
      prerequisites: [
        { type: 'skill', value: 111, label: 'Negotiation I' },
        { type: 'reputation', value: 'Guild', label: 'Guild standing' },
      ],
      special_abilities: [{ name: 'Haggle', description: 'A better first offer.' }],
      granted_commands: [{ name: '/appraise', description: 'Value a cargo.' }],
    });
    const dialog = open(skill, learnerWith(200, 1_000));
    expect(within(dialog).getByRole('button', { name: 'Cannot Learn' })).toBeDisabled();
    expect(within(dialog).getByText('Not enough trading experience: it needs 1001 and you have 1000.')).toBeVisible();
    expect(within(dialog).getByText('Earned by trading at a profit and delivering contracts')).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Prerequisites' }).textContent).toBe('PrerequisitesMet Negotiation IUnmet Guild standing');
    expect(within(dialog).getByRole('region', { name: 'Bonuses' }).textContent).toContain('+1% trade price bonus');
    expect(within(dialog).getByRole('region', { name: 'Special abilities' }).textContent).toContain('Haggle — A better first offer.');
    expect(within(dialog).getByRole('region', { name: 'Granted commands' }).textContent).toContain('/appraise — Value a cargo.');
    expect(within(dialog).getByText('Learning a skill is permanent: this action cannot be undone.')).toBeVisible();
  });
});
