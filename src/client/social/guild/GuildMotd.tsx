import { useState, type FormEvent } from 'react';
import type { GuildResponse } from '../../../shared/api';
import { guildCalls } from './guilds';
import { Button } from '../../ui/Button';
import { useGuildAction } from './useGuildAction';

/** The message of the day: everyone reads it, officers and the leader write it. */
export function GuildMotd({ characterId, page }: { characterId: number; page: GuildResponse }) {
  const id = page.guild.id;
  const [text, setText] = useState(page.guild.motd);
  const save = useGuildAction(characterId, id, (motd: string) => guildCalls.motd(id, motd));
  const officer = page.my_rank === 'leader' || page.my_rank === 'officer';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.run(text);
  };
  return (
    <section className="social-card" aria-label="Message of the day">
      <h4 className="social-title">Message of the day</h4>
      <p className="guild-motd">{page.guild.motd || 'No message of the day.'}</p>
      {officer && (
        <form className="party-inline-form" onSubmit={submit}>
          <input className="field-input guild-motd-input" aria-label="New message of the day" maxLength={280} value={text} onChange={(e) => setText(e.target.value)} />
          <Button type="submit" variant="secondary" busy={save.busy}>
            Save
          </Button>
        </form>
      )}
    </section>
  );
}
