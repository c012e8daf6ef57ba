import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabById } from '../../datapad/datapadTabs';
import type { DatapadTabId } from '../../../shared/api';
import { useGraphicsStore } from '../../stores/graphicsStore';
import { SOUND_STORE_KEY, useSoundStore } from '../../stores/soundStore';
import { Settings } from './Settings';

describe('Settings', () => {
  const renderSettings = () => render(<Settings tab={tabById('settings' as DatapadTabId)} openApp={vi.fn()} goHome={vi.fn()} />);

  it('shows the graphics choice and switches it at once', async () => {
    render(<Settings tab={tabById('settings' as DatapadTabId)} openApp={vi.fn()} goHome={vi.fn()} />);
    screen.getByRole('group', { name: 'Graphics' });
    expect((screen.getByRole('radio', { name: /Auto/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Off/ }));
    expect(useGraphicsStore.getState().mode).toBe('off');
    expect((screen.getByRole('radio', { name: /Off/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows master, effects and music volume with their percentages, and remembers a change', () => {
    renderSettings();
    const sound = screen.getByRole('group', { name: 'Sound' });
    const music = screen.getByRole('slider', { name: 'Music volume' });
    expect([screen.getByRole('slider', { name: 'Master volume' }), screen.getByRole('slider', { name: 'Effects volume' }), music].map((s) => (s as HTMLInputElement).value)).toEqual(['80', '80', '50']);
    fireEvent.change(music, { target: { value: '25' } });
    expect(sound.querySelectorAll('output')[2]?.textContent).toBe('25 %');
    expect(JSON.parse(localStorage.getItem(SOUND_STORE_KEY) ?? '{}').state.music).toBe(25);
  });

  it('mutes all sound and greys the sliders out until unmuted', async () => {
    renderSettings();
    const mute = screen.getByRole('checkbox', { name: /Mute all sound/ });
    await userEvent.click(mute);
    expect(useSoundStore.getState().muted).toBe(true);
    expect(screen.getByRole('slider', { name: 'Master volume' })).toHaveProperty('disabled', true);
    await userEvent.click(mute);
    expect(screen.getByRole('slider', { name: 'Master volume' })).toHaveProperty('disabled', false);
  });
});
