import { useState } from 'react';
import { useGameStore } from '../../stores/gameStore';
import { ChatPanel } from './ChatPanel';

/** Chat as a panel over the game: a toggle in the corner, the panel above it while open. */
export function GameChatDock() {
  const characterId = useGameStore((state) => state.activeCharacterId);
  const [open, setOpen] = useState(false);
  if (characterId === null) return null;
  return (
    <div className="game-chat-dock">
      {open && (
        <section className="game-chat" aria-label="Chat">
          <ChatPanel characterId={characterId} />
        </section>
      )}
      <button type="button" className="btn btn-secondary game-chat-toggle" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {open ? 'Close Chat' : 'Chat'}
      </button>
    </div>
  );
}
