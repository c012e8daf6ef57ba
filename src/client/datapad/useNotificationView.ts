import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { tabIds } from './hubView';
import { useNotificationStore } from '../stores/notificationStore';
import { notificationView, type NotificationView } from './notificationView';
import { useListedTabs } from './useListedTabs';

/** The notification view for the listed apps: sorted alerts, total, badges and the unread count. */
export function useNotificationView(): NotificationView {
  const tabs = useListedTabs();
  const { computed, demo, acknowledged } = useNotificationStore(
    useShallow((state) => ({ computed: state.computed, demo: state.demo, acknowledged: state.acknowledged })),
  );
  return useMemo(() => notificationView([...computed, ...demo], acknowledged, tabIds(tabs)), [computed, demo, acknowledged, tabs]);
}
