import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unlockPrerequisites } from '../../../shared/rules/skills/professionUnlocks';
import { PrerequisiteItem } from './PrerequisiteItem';

const jediPath = unlockPrerequisites('jedi')[0]!;

describe('PrerequisiteItem', () => {
  it('names the quest line that opens Jedi, unmet until the character has completed it', () => {
    const { unmount } = render(<PrerequisiteItem prerequisite={jediPath} learnedSkillIds={new Set([1])} />);
    expect(screen.getByText('Unmet')).toBeVisible();
    expect(screen.getByText(/Complete the Jedi Path quest line in Missions/)).toBeVisible();
    unmount();
    render(<PrerequisiteItem prerequisite={jediPath} learnedSkillIds={new Set()} unlocks={new Set(['jedi_path'])} />);
    expect(screen.getByText('Met')).toBeVisible();
  });
});
