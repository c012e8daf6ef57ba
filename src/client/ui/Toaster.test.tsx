import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { showToast, TOAST_MS } from './toastStore';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows success as a status and failures as an alert, each dismissable', async () => {
    render(<Toaster />);
    act(() => {
      showToast('success', 'Contract accepted successfully!');
      showToast('error', 'Error accepting contract');
    });
    expect(screen.getByRole('status').textContent).toContain('Contract accepted successfully!');
    expect(screen.getByRole('alert').textContent).toContain('Error accepting contract');
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(screen.queryByText('Contract accepted successfully!')).toBeNull();
  });

  it('lets a toast go after a while', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => showToast('success', 'Upgrade installed successfully!'));
    expect(screen.getByRole('status')).toHaveTextContent('Upgrade installed successfully!');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.queryByText('Upgrade installed successfully!')).toBeNull();
  });
});
