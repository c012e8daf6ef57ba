import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabById } from '../../datapad/datapadTabs';
import type { DatapadTabId } from '../../../shared/api';
import { useGraphicsStore } from '../../stores/graphicsStore';
import { Settings } from './Settings';

describe('Settings', () => {
  afterEach(() => {
    localStorage.clear();
    act(() => useGraphicsStore.setState(useGraphicsStore.getInitialState(), true));
  });

  it('shows the graphics choice and switches it at once', async () => {
    render(<Settings tab={tabById('settings' as DatapadTabId)} openApp={vi.fn()} goHome={vi.fn()} />);
    screen.getByRole('group', { name: 'Graphics' });
    expect((screen.getByRole('radio', { name: /Auto/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Off/ }));
    expect(useGraphicsStore.getState().mode).toBe('off');
    expect((screen.getByRole('radio', { name: /Off/ }) as HTMLInputElement).checked).toBe(true);
  });
});
