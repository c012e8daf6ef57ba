import { chatCalls } from './chat';
import { Button } from '../../ui/Button';
import { useSocialMutation } from '../useSocialMutation';

/** The players this character muted, each with Unmute. */
export function MutedPlayers({ mutes, onChange }: { mutes: { id: number; name: string }[]; onChange: (result: { mutes: { id: number; name: string }[] }) => void }) {
  const unmute = useSocialMutation(chatCalls.unmute, onChange);
  if (mutes.length === 0) return null;
  return (
    <section className="chat-mutes" aria-label="Muted players">
      <span className="social-title">Muted</span>
      {mutes.map((m) => (
        <span key={m.id} className="chat-muted">
          {m.name}
          <Button variant="ghost" onClick={() => unmute.run(m.id)} aria-label={`Unmute ${m.name}`}>
            Unmute
          </Button>
        </span>
      ))}
    </section>
  );
}
