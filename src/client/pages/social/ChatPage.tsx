import { ChatPanel } from '../../social/chat/ChatPanel';
import { WithCharacter } from './WithCharacter';

/** Seed 000 §2 "chat": the chat of the system, party, guild and private messages, as a page. */
export function ChatPage() {
  return <WithCharacter title="Chat">{(characterId) => <section className="social-card"><ChatPanel characterId={characterId} /></section>}</WithCharacter>;
}
