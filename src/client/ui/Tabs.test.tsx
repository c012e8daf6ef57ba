import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs label="Views" tabs={[{ id: 'a', label: 'Available' }, { id: 'b', label: 'Active (2)' }, { id: 'c', label: 'History' }]} selected={selected} onSelect={setSelected}>
      <p>{`panel ${selected}`}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects by click and by arrow keys, one tab stop, the panel labelled by its tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tabpanel', { name: 'Available' }).textContent).toBe('panel a');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Available' }).textContent).toBe('panel a');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Available' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
