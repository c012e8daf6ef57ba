import type { TokenAbility } from '../../../shared/api';
import { callsAllowedBy } from '../../../shared/api/tokenAbilityRoutes';

/** The calls a token permission allows, read from the route table the server enforces it from. */
export function AbilityCalls({ ability }: { ability: TokenAbility }) {
  const calls = callsAllowedBy(ability);
  return (
    <details className="ability-calls" data-ability={ability}>
      <summary>
        {calls.length} {calls.length === 1 ? 'call' : 'calls'} it allows
      </summary>
      <ul>
        {calls.map((call) => (
          <li key={call}>
            <code>{call}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
