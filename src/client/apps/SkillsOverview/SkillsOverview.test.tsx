import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { createQueryClient } from '../../api/queryClient';
import { tabById } from '../../datapad/datapadTabs';
import { useGameStore } from '../../stores/gameStore';
import { testProfession, testSkillSummary } from '../../testing/testSkills';
import { fakeSkillsServer, type SkillsServerState } from '../../testing/testSkillsServer';
import { Toaster } from '../../ui/Toaster';
import { SkillsOverview } from './SkillsOverview';

const originalAdapter = http.defaults.adapter;
const merchant = testProfession(1);
const pilot = testProfession(2, { name: 'Pilot', category: 'hybrid', factor: 1.2 });
// Jedi needs Master Merchant first, as force professions need a master of another one.
const jedi = testProfession(3, { name: 'Jedi', category: 'force', factor: 2, prerequisites: [{ type: 'skill', value: 199, label: 'Master Merchant' }] });
const professions = [merchant, pilot, jedi];

function serve(overrides: Partial<SkillsServerState> = {}) {
  const summary = testSkillSummary(professions, [100, 111], {
    professions: [{ id: 1, name: 'Merchant', category: 'social', skills_learned: 2, skills_total: 18, progress: 11.1, mastered: false, started_at: '2026-01-01T00:00:00.000Z' }],
  });
  return fakeSkillsServer({
    professions,
    summary,
    recommendations: [{ skill_id: 112, skill_name: 'Negotiation II', profession_name: 'Merchant', cost: 2, reason: 'You trade the most: cheaper buys on every run.' }],
    allocation: [{ profession: 'Merchant', profession_id: 1, points: 60, description: 'Every Merchant skill: your trading pays for it.', skill_ids: [112, 113] }],
    ...overrides,
  });
}

function renderApp() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SkillsOverview tab={tabById('skills')} openApp={() => {}} goHome={() => {}} />
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('SkillsOverview', () => {
  beforeEach(() => useGameStore.getState().setActiveCharacterId(7));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('heads with points used/total, active professions, mastered and total experience; Your Skills lists progress and recommendations', async () => {
    serve();
    renderApp();
    const summary = await screen.findByLabelText('Skills summary');
    expect(summary.textContent).toContain('Skill points2/250');
    expect(summary.textContent).toContain('Active professions1');
    expect(summary.textContent).toContain('Mastered0');
    expect(summary.textContent).toContain('Total experience1,500');
    expect(screen.getByRole('tab', { name: 'Your Skills' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('meter', { name: 'Merchant' }).getAttribute('aria-valuetext')).toBe('2/18 skills · 11%');
    const learned = screen.getByRole('region', { name: 'Learned skills' });
    expect(within(learned).getAllByRole('button').map((b) => b.textContent)).toEqual(['Novice MerchantMerchant · novice · 1 pt', 'Negotiation IMerchant · novice · 1 pt']);
    const recommendations = screen.getByRole('region', { name: 'Recommendations' });
    expect(await within(recommendations).findByText('You trade the most: cheaper buys on every run.')).toBeVisible();
    await userEvent.click(within(recommendations).getByRole('button', { name: 'Review Negotiation II' }));
    expect(screen.getByRole('dialog', { name: 'Negotiation II' })).toBeVisible();
  });

  it('shows each experience type as a bar full at 10000, and where every kind is earned', async () => {
    serve();
    renderApp();
    await userEvent.click(await screen.findByRole('tab', { name: 'Experience' }));
    const bar = screen.getByRole('meter', { name: 'Trading' });
    expect(bar.getAttribute('aria-valuemax')).toBe('10000');
    expect(bar.getAttribute('aria-valuetext')).toBe('1,200 / 10,000');
    expect(screen.getByText('1,500 earned in all · Earned by trading at a profit and delivering contracts')).toBeVisible();
    const waiting = screen.getByRole('region', { name: 'Not earned yet' });
    expect(within(waiting).getByText('Medical').nextElementSibling?.textContent).toBe('Earned by healing yourself and party-mates with medical items');
  });

  it('opens a profession with Start Profession, or Prerequisites Not Met (disabled) when a prerequisite is unmet', async () => {
    const seen = serve();
    const queryClient = renderApp();
    await userEvent.click(await screen.findByRole('tab', { name: 'Available Professions' }));
    const cards = screen.getByRole('list', { name: 'Professions' });
    await userEvent.click(within(cards).getByRole('button', { name: 'View Jedi' }));
    let dialog = screen.getByRole('dialog', { name: 'Jedi' });
    expect(within(dialog).getByRole('button', { name: 'Prerequisites Not Met' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Master Merchant').parentElement?.textContent).toBe('Unmet Master Merchant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(cards).getByRole('button', { name: 'View Pilot' }));
    dialog = screen.getByRole('dialog', { name: 'Pilot' });
    expect(within(dialog).getByRole('region', { name: 'Cost analysis' }).textContent).toContain(`${pilot.total_cost} points`);
    const summaryBefore = queryClient.getQueryState(['skills', 7, 'summary'])?.dataUpdateCount ?? 0;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Profession' }));
    expect(await screen.findByText('Started profession 2.')).toBeVisible();
    expect(seen).toContain('POST /api/swg-skills/character/7/start-profession');
    await vi.waitFor(() => expect(queryClient.getQueryState(['skills', 7, 'summary'])?.dataUpdateCount).toBeGreaterThan(summaryBefore));
  });

  it('draws the tree learned / learnable / locked, lights the path to a chosen skill and learns it through the modal', async () => {
    const seen = serve();
    renderApp();
    await userEvent.click(await screen.findByRole('tab', { name: 'Available Professions' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Merchant' }));
    const tree = within(screen.getByRole('dialog', { name: 'Merchant' })).getByRole('region', { name: 'Skill trees of Merchant' });
    expect(within(tree).getByRole('button', { name: 'Novice Merchant (Learned)' })).toBeVisible();
    expect(within(tree).getByRole('button', { name: 'Negotiation II (Learnable)' })).toBeVisible();
    const locked = within(tree).getByRole('button', { name: 'Negotiation IV (Locked)' });

    await userEvent.click(locked);
    const onPath = within(tree)
      .getAllByRole('button')
      .filter((node) => node.hasAttribute('data-path'))
      .map((node) => node.getAttribute('aria-label'));
    expect(onPath).toEqual(['Novice Merchant (Learned)', 'Negotiation I (Learned)', 'Negotiation II (Learnable)', 'Negotiation III (Locked)', 'Negotiation IV (Locked)']);
    let skillDialog = screen.getByRole('dialog', { name: 'Negotiation IV' });
    expect(within(skillDialog).getByRole('button', { name: 'Cannot Learn' }).hasAttribute('disabled')).toBe(true);
    expect(within(skillDialog).getByText('Prerequisites not met: Negotiation III.')).toBeVisible();
    await userEvent.click(within(skillDialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(tree).getByRole('button', { name: 'Negotiation II (Learnable)' }));
    skillDialog = screen.getByRole('dialog', { name: 'Negotiation II' });
    expect(within(skillDialog).getByText('Learning a skill is permanent: this action cannot be undone.')).toBeVisible();
    await userEvent.click(within(skillDialog).getByRole('button', { name: 'Learn Skill' }));
    expect(await screen.findByText('Learned skill 112.')).toBeVisible();
    expect(seen).toContain('POST /api/swg-skills/character/7/learn-skill');
    expect(screen.queryByRole('dialog', { name: 'Negotiation II' })).toBeNull();
  });

  it("shows the server's error when learning is refused", async () => {
    serve({ act: () => ({ status: 422, data: { message: 'Not enough skill points.', error: 'Not enough skill points: it costs 2 and you have 1 left.', errors: {} } }) });
    renderApp();
    const recommendations = await screen.findByRole('region', { name: 'Recommendations' });
    await userEvent.click(await within(recommendations).findByRole('button', { name: 'Review Negotiation II' }));
    await userEvent.click(screen.getByRole('button', { name: 'Learn Skill' }));
    expect(await screen.findByText('Not enough skill points: it costs 2 and you have 1 left.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Negotiation II' })).toBeVisible();
  });

  it('plans points from the optimal allocation and the trees before spending any', async () => {
    const seen = serve();
    renderApp();
    await userEvent.click(await screen.findByRole('tab', { name: 'Planner' }));
    const allocation = screen.getByRole('region', { name: 'Optimal allocation' });
    expect(await within(allocation).findByText('Every Merchant skill: your trading pays for it.')).toBeVisible();
    await userEvent.click(within(allocation).getByRole('button', { name: 'Plan Merchant' }));
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(within(plan).getByText('Planned 5 pts · 248 left now · 243 left after the plan')).toBeVisible();
    // Negotiation III is learnable only after II: the plan offers Learn for II alone.
    expect(within(plan).getByRole('button', { name: 'Learn Negotiation II' })).toBeEnabled();
    expect(within(plan).queryByRole('button', { name: 'Learn Negotiation III' })).toBeNull();
    const tree = screen.getByRole('region', { name: 'Skill trees of Merchant' });
    await userEvent.click(within(tree).getByRole('button', { name: 'Negotiation IV (Learnable)' }));
    expect(within(plan).getByText('Planned 9 pts · 248 left now · 239 left after the plan')).toBeVisible();
    await userEvent.click(within(tree).getByRole('button', { name: 'Negotiation IV (Planned)' }));
    expect(within(plan).getByText('Planned 5 pts · 248 left now · 243 left after the plan')).toBeVisible();
    expect(seen.filter((request) => request.startsWith('POST'))).toEqual([]);
  });
});
