import './registerApps';
import './datapad.css';
import './datapadBody.css';
import { DatapadOverlay } from './DatapadOverlay';
import { useDatapadStore } from '../stores/datapadStore';
import { useDatapadShortcut } from './useDatapadShortcut';
import { useNotificationRefresh } from './useNotificationRefresh';

/**
 * The datapad (seed 000 §2): mount once in the game shell's overlay slot. It keeps the
 * notifications current even while closed (the launcher's badge needs them), answers the P
 * shortcut, and shows the hub over the scene while open.
 */
export function Datapad() {
  const isOpen = useDatapadStore((state) => state.isOpen);
  useNotificationRefresh();
  useDatapadShortcut();
  return isOpen ? <DatapadOverlay /> : null;
}
