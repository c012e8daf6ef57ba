import { useConnectionStore } from '../stores/connectionStore';
import { appCountLabel } from './hubView';

export interface DatapadFooterProps {
  shown: number;
  total: number;
}

/** "N of M apps" and the Connected/Offline indicator of the realtime connection (seed 000 §2). */
export function DatapadFooter({ shown, total }: DatapadFooterProps) {
  const status = useConnectionStore((state) => state.status);
  // Until the first connection is made, events can be missed: to the player that is Offline.
  const connected = status === 'connected';
  return (
    <footer className="dp-footer">
      <span className="dp-footer-count">{appCountLabel(shown, total)}</span>
      <span className="dp-connection" role="status" data-status={status} title={status === 'connecting' ? 'Connecting…' : undefined}>
        <span className="dp-connection-dot" aria-hidden="true" />
        {connected ? 'Connected' : 'Offline'}
      </span>
    </footer>
  );
}
