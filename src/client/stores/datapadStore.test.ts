import { describe, expect, it } from 'vitest';
import { alert } from '../../shared/rules/notifications/alert';
import { DATAPAD_STORE_KEY, useDatapadStore } from './datapadStore';
import { useNotificationStore } from './notificationStore';

const datapad = () => useDatapadStore.getState();

describe('datapad store', () => {
  it('opens an app (opening the datapad) and clears that app’s badge', () => {
    useNotificationStore.getState().setComputed(1, [alert('ship-status', 'warning', 1, 'fuel', 'fuel')]);
    datapad().openApp('ship-status');
    expect(datapad()).toMatchObject({ isOpen: true, activeTabId: 'ship-status' });
    expect(useNotificationStore.getState().acknowledged).toEqual({ 'ship-status': '1:warning' });
    datapad().openApp('default');
    expect(datapad().activeTabId).toBe('default');
    datapad().goHome();
    expect(datapad().activeTabId).toBeNull();
  });

  it('toggles the category filter the spec’s way', () => {
    datapad().chooseCategory('ships');
    datapad().chooseCategory('ships');
    expect(datapad().category).toBeNull();
    datapad().chooseCategory('items');
    datapad().chooseCategory(null);
    expect(datapad().category).toBeNull();
  });

  it('persists only the layout and sidebar preferences', () => {
    datapad().toggleLayout();
    datapad().toggleSidebar();
    datapad().openApp('default');
    expect(JSON.parse(localStorage.getItem(DATAPAD_STORE_KEY) ?? '{}').state).toEqual({ layout: 'list', sidebarOpen: true });
  });
});
