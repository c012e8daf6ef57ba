import { create } from 'zustand';
import type { DatapadTabId, NotificationType } from '../../shared/api';
import { alert, type NotificationAlert } from '../../shared/rules/notifications/alert';
import { summarizeAlerts } from '../../shared/rules/notifications/severity';

interface NotificationData {
  /** Whose notifications these are; another character starts from scratch. */
  characterId: number | null;
  /** Alerts the rules computed from the character. */
  computed: NotificationAlert[];
  /** Test alerts from the demo controls, kept apart so a recompute does not wipe them. */
  demo: NotificationAlert[];
  /** Per app, the notification (count:type) the player saw when opening it: its badge stays cleared until that changes. */
  acknowledged: Partial<Record<DatapadTabId, string>>;
  /** Apps whose computation failed last time (their notification is zero). */
  failed: DatapadTabId[];
  /** Alert keys already chimed for this character, so a condition sounds once, not every refresh. */
  chimed: string[];
  /** Alert keys already written to the captain's log for this character. */
  logged: string[];
  /** The demo is generating random test notifications. */
  demoRunning: boolean;
}

interface NotificationActions {
  /** Replaces the computed alerts for `characterId`; another character resets badges and tests. */
  setComputed: (characterId: number, alerts: NotificationAlert[], failed?: DatapadTabId[]) => void;
  /** No character: every notification goes (seed 000 §4). */
  clearAll: () => void;
  /** Clears `appId`'s badge for its current notification (seed 000 §2: selecting a tab clears it). */
  acknowledge: (appId: DatapadTabId) => void;
  /** Sets a demo notification on `appId`; a count of 0 removes it. */
  setTest: (appId: DatapadTabId, count: number, type: NotificationType) => void;
  clearTests: () => void;
  /** One random test notification on one of `appIds`. */
  randomTest: (appIds: readonly DatapadTabId[], random?: () => number) => void;
  /** A random test notification every couple of seconds until stopped. */
  startDemo: (appIds: readonly DatapadTabId[]) => void;
  stopDemo: () => void;
  markChimed: (keys: readonly string[]) => void;
  /** Marks keys logged (or, with `logged` false, not logged after a failed post, so the next refresh retries). */
  markLogged: (keys: readonly string[], logged?: boolean) => void;
}

export type NotificationState = NotificationData & NotificationActions;

const initialData: NotificationData = { characterId: null, computed: [], demo: [], acknowledged: {}, failed: [], chimed: [], logged: [], demoRunning: false };

/** How often the running demo raises a test notification. */
export const DEMO_INTERVAL_MS = 2_500;
const DEMO_TYPES: readonly NotificationType[] = ['info', 'success', 'warning', 'urgent'];
// Up to 120, so the demo also shows the 99+ cap.
const DEMO_MAX_COUNT = 120;
let demoTimer: ReturnType<typeof setInterval> | null = null;

/** The signature a badge is cleared for; a different count or type brings the badge back. */
export function notificationSignature(alerts: readonly NotificationAlert[], appId: DatapadTabId): string | null {
  const summary = summarizeAlerts(alerts.filter((a) => a.appId === appId))[appId];
  return summary ? `${summary.count}:${summary.type}` : null;
}

function sameAlerts(a: readonly NotificationAlert[], b: readonly NotificationAlert[]): boolean {
  return a.length === b.length && a.every((x, i) => {
    const y = b[i];
    return y !== undefined && x.key === y.key && x.count === y.count && x.type === y.type && x.message === y.message && x.appId === y.appId;
  });
}

/** A demo alert's message, e.g. "3 test warning notifications". */
export function testMessage(count: number, type: NotificationType): string {
  return `${count} test ${type} ${count === 1 ? 'notification' : 'notifications'}`;
}

/** The datapad's notifications: computed alerts, demo alerts and which badges the player cleared. */
export const useNotificationStore = create<NotificationState>()((set, get) => ({
  ...initialData,
  setComputed: (characterId, computed, failed = []) => {
    if (get().characterId !== characterId) {
      get().stopDemo();
      set({ ...initialData, characterId, computed, failed });
      return;
    }
    // A refresh that changes nothing must not re-render the hub (it runs every few seconds).
    const current = get();
    if (sameAlerts(current.computed, computed) && current.failed.join() === failed.join()) return;
    set({ computed, failed });
  },
  clearAll: () => {
    get().stopDemo();
    set({ ...initialData });
  },
  acknowledge: (appId) => {
    const { computed, demo, acknowledged } = get();
    const signature = notificationSignature([...computed, ...demo], appId);
    if (signature === null) {
      if (!(appId in acknowledged)) return;
      const next = { ...acknowledged };
      delete next[appId];
      set({ acknowledged: next });
      return;
    }
    set({ acknowledged: { ...acknowledged, [appId]: signature } });
  },
  setTest: (appId, count, type) =>
    set((state) => {
      const others = state.demo.filter((a) => a.appId !== appId);
      if (count <= 0) return { demo: others };
      return { demo: [...others, alert(appId, type, count, testMessage(count, type), `demo:${appId}`)] };
    }),
  clearTests: () => set({ demo: [] }),
  randomTest: (appIds, random = Math.random) => {
    const appId = appIds[Math.floor(random() * appIds.length)];
    if (appId === undefined) return;
    const type = DEMO_TYPES[Math.floor(random() * DEMO_TYPES.length)] ?? 'info';
    get().setTest(appId, 1 + Math.floor(random() * DEMO_MAX_COUNT), type);
  },
  startDemo: (appIds) => {
    if (demoTimer !== null) clearInterval(demoTimer);
    get().randomTest(appIds);
    demoTimer = setInterval(() => get().randomTest(appIds), DEMO_INTERVAL_MS);
    set({ demoRunning: true });
  },
  stopDemo: () => {
    if (demoTimer !== null) clearInterval(demoTimer);
    demoTimer = null;
    if (get().demoRunning) set({ demoRunning: false });
  },
  markChimed: (keys) => set((state) => ({ chimed: [...new Set([...state.chimed, ...keys])] })),
  markLogged: (keys, logged = true) =>
    set((state) => ({ logged: logged ? [...new Set([...state.logged, ...keys])] : state.logged.filter((key) => !keys.includes(key)) })),
}));
