import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GalaxyMap } from '../../../shared/api';
import { resetSceneStore, useSceneStore } from '../sceneStore';
import { galaxyHover } from './galaxyHover';
import { HoverLabel } from './HoverLabel';

const galaxy = { superAreas: [{ id: 3, display_name: 'Vega Reach', danger_level: 4 }] } as unknown as GalaxyMap;

afterEach(resetSceneStore);

describe('HoverLabel', () => {
  it('names the hovered system and follows the pointer without a store update', () => {
    useSceneStore.getState().setGalaxy(galaxy);
    render(<HoverLabel />);
    let storeUpdates = 0;
    const unsubscribe = useSceneStore.subscribe(() => storeUpdates++);

    act(() => galaxyHover.set({ id: 3, clientX: 100, clientY: 50 }));
    const label = screen.getByRole('tooltip');
    expect(label.hidden).toBe(false);
    expect(label.textContent).toBe('Vega ReachDanger 4/10');
    act(() => galaxyHover.set({ id: 3, clientX: 140, clientY: 60 }));
    expect(label.style.transform).toBe('translate(156px, 72px)');
    expect(storeUpdates).toBe(0);

    act(() => galaxyHover.set(null));
    expect(label.hidden).toBe(true);
    unsubscribe();
  });

  it('names the party-mates standing in the hovered system', () => {
    useSceneStore.getState().setGalaxy(galaxy);
    useSceneStore.getState().setPartyMarkers([{ superAreaId: 3, superAreaName: 'Vega', members: [{ id: 8, name: 'Ada', travelling: false }], label: 'Ada' }]);
    render(<HoverLabel />);
    act(() => galaxyHover.set({ id: 3, clientX: 100, clientY: 50 }));
    expect(screen.getByRole('tooltip').textContent).toBe('Vega ReachDanger 4/10Party: Ada');
  });

  it('drops the hover when another scene shows', () => {
    useSceneStore.getState().setGalaxy(galaxy);
    render(<HoverLabel />);
    act(() => galaxyHover.set({ id: 3, clientX: 10, clientY: 10 }));
    act(() => useSceneStore.getState().showScene('orbit'));
    expect(galaxyHover.current).toBeNull();
    expect(screen.getByRole('tooltip', { hidden: true }).hidden).toBe(true);
  });
});
