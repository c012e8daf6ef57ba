import { useState, type FormEvent } from 'react';
import type { GuildResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { guildCalls } from './guilds';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { useGuildAction } from './useGuildAction';

/** The guild bank for members: its credits and ledger; any member deposits, officers and the leader withdraw. */
export function GuildBank({ characterId, page }: { characterId: number; page: GuildResponse }) {
  const id = page.guild.id;
  const [amount, setAmount] = useState('');
  const deposit = useGuildAction(characterId, id, (n: number) => guildCalls.deposit(id, n));
  const withdraw = useGuildAction(characterId, id, (n: number) => guildCalls.withdraw(id, n));
  const officer = page.my_rank === 'leader' || page.my_rank === 'officer';
  const n = Number(amount);
  const valid = Number.isInteger(n) && n > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) deposit.run(n);
  };
  return (
    <section className="social-card" aria-label="Guild bank">
      <h4 className="social-title">Bank</h4>
      <p className="guild-bank-credits">{formatCredits(page.bank_credits ?? 0)}</p>
      <form className="party-inline-form" onSubmit={submit} noValidate>
        <FormField label="Amount" name="amount" type="number" min={1} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
        <Button type="submit" busy={deposit.busy} disabled={!valid}>
          Deposit
        </Button>
        {officer && (
          <Button variant="secondary" onClick={() => withdraw.run(n)} busy={withdraw.busy} disabled={!valid}>
            Withdraw
          </Button>
        )}
      </form>
      {(deposit.problem ?? withdraw.problem) && <p className="form-alert" role="alert">{deposit.problem ?? withdraw.problem}</p>}
      {page.ledger.length > 0 && (
        <ol className="social-list guild-ledger" aria-label="Guild ledger">
          {page.ledger.map((entry) => (
            <li key={entry.id} className="social-row">
              <span>
                {entry.character?.name ?? 'A former member'} {entry.reason === 'deposit' ? 'deposited' : 'withdrew'} {formatCredits(Math.abs(entry.amount))}
              </span>
              <span className="social-muted">balance {formatCredits(entry.balance_after)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
