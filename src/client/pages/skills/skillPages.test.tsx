import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../api/http';
import { routes } from '../../router';
import { testProfession, testSkillSummary } from '../../testing/testSkills';
import { fakeSkillsServer } from '../../testing/testSkillsServer';
import { renderRoutes } from '../../testing/renderRoutes';

const originalAdapter = http.defaults.adapter;
const merchant = testProfession(1);
const jedi = testProfession(3, { name: 'Jedi', category: 'force', factor: 2, prerequisites: [{ type: 'skill', value: 199, label: 'Master Merchant' }] });

function serve() {
  return fakeSkillsServer({ professions: [merchant, jedi], summary: testSkillSummary([merchant], []) });
}

describe('the professions and skill pages', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('lists every profession for a visitor, with its trees linking to each skill', async () => {
    const seen = serve();
    const { router } = renderRoutes(routes, '/professions');
    expect(await screen.findByRole('heading', { name: 'Professions', level: 1 })).toBeVisible();
    const jediSection = screen.getByRole('region', { name: 'Jedi' });
    expect(within(jediSection).getByRole('region', { name: 'Jedi: Prerequisites' }).textContent).toContain('Master Merchant');
    const branch = within(screen.getByRole('region', { name: 'Merchant' })).getByRole('list', { name: 'Merchant: Logistics' });
    expect(within(branch).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/skills/121', '/skills/122', '/skills/123', '/skills/124']);
    // No sign-in asked for: only the public calls were made.
    expect(seen).toEqual(['GET /api/swg-skills/professions']);

    await userEvent.click(within(branch).getByRole('link', { name: 'Logistics II basic · 2 pts' }));
    expect(await screen.findByRole('heading', { name: 'Logistics II', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/skills/122');
  });

  it('shows one skill with its profession, prerequisites as links, and a link back', async () => {
    serve();
    renderRoutes(routes, '/skills/122');
    expect(await screen.findByRole('heading', { name: 'Logistics II', level: 1 })).toBeVisible();
    expect(screen.getByText('Merchant · Social')).toBeVisible();
    const facts = screen.getByRole('region', { name: 'Skill facts' });
    expect(within(facts).getByText('2 points')).toBeVisible();
    expect(within(facts).getByRole('link', { name: 'Logistics I' }).getAttribute('href')).toBe('/skills/121');
    expect(screen.getByRole('link', { name: '← Back to Merchant and the other professions' }).getAttribute('href')).toBe('/professions#profession-1');
  });

  it('says so for a skill that does not exist', async () => {
    serve();
    renderRoutes(routes, '/skills/999');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No such skill.');
  });
});
