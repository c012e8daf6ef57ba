import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loadable, NO_CHARACTER_SELECTED, type LoadState } from './Loadable';

function frame(query: LoadState<string[]>, noCharacter = false) {
  return render(
    <Loadable query={query} loading="Loading ships…" failure="Failed to load ships" noCharacter={noCharacter}>
      {(ships) => <p>{`${ships.length} ships`}</p>}
    </Loadable>,
  );
}

describe('Loadable', () => {
  it('says no character is chosen before anything else', () => {
    frame({ data: undefined, error: new Error('x') }, true);
    expect(screen.getByText(NO_CHARACTER_SELECTED).className).toBe('loadable-empty');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the loading line until the data arrives, then the body', () => {
    const { rerender } = frame({ data: undefined, error: null });
    expect(screen.getByText('Loading ships…').className).toBe('dp-loading');
    rerender(
      <Loadable query={{ data: ['Kestrel'], error: null }} loading="Loading ships…" failure="Failed to load ships">
        {(ships) => <p>{`${ships.length} ships`}</p>}
      </Loadable>,
    );
    expect(screen.getByText('1 ships').tagName).toBe('P');
    expect(screen.queryByText('Loading ships…')).toBeNull();
  });

  it('announces the failure text in an alert, even over stale data', () => {
    frame({ data: ['Kestrel'], error: new Error('offline') });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load ships');
    expect(screen.queryByText('1 ships')).toBeNull();
  });
});
