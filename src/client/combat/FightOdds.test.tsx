import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FightOdds } from './FightOdds';

describe('FightOdds', () => {
  it('shows each strike’s hit chance and damage, the defence and the skills behind them', () => {
    const odds = { strikes: [{ label: 'Strike (pistol)', hitPercent: 85, damage: { min: 12, max: 24 } }, { label: 'Frag Grenade', hitPercent: 95, damage: { min: 18, max: 30 } }], damageTakenOff: 6 };
    render(<FightOdds odds={odds} bonuses={['Novice Brawler: +2% combat damage']} />);
    const region = screen.getByRole('region', { name: 'Your odds' });
    expect(region).toHaveTextContent('Strike (pistol): 85% to hit · 12–24 damage');
    expect(region).toHaveTextContent('Frag Grenade: 95% to hit · 18–30 damage');
    expect(screen.getByTestId('odds-defense')).toHaveTextContent('Blows you take: −6%');
    expect(screen.getByRole('list', { name: 'Combat skill bonuses' })).toHaveTextContent('Novice Brawler: +2% combat damage');
  });

  it('says blows land in full with no defence, and lists no bonuses without combat skills', () => {
    render(<FightOdds odds={{ strikes: [{ label: 'Strike (brawling)', hitPercent: 70, damage: { min: 5, max: 10 } }], damageTakenOff: 0 }} bonuses={[]} />);
    expect(screen.getByTestId('odds-defense')).toHaveTextContent('Blows you take land in full.');
    expect(screen.queryByRole('list', { name: 'Combat skill bonuses' })).toBeNull();
  });
});
