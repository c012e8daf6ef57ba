import { useState } from 'react';
import type { InstalledCustomization } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { RARITY_COLORS } from '../../../shared/rules/rarity';
import { describeModifiers } from '../../../shared/rules/ships/shipStats';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { UNINSTALL_QUESTION } from './customizationTexts';
import { useOutfitterActions } from './useOutfitterActions';

/** The upgrades installed on the selected ship, each with Uninstall (after the confirmation). */
export function InstalledUpgrades({ characterId, customizations }: { characterId: number; customizations: InstalledCustomization[] }) {
  const [removing, setRemoving] = useState<InstalledCustomization | null>(null);
  const { uninstall } = useOutfitterActions(characterId, { uninstalled: () => setRemoving(null) });

  return (
    <section className="ship-card outfit-installed" aria-label="Installed upgrades">
      <h4 className="ship-section-title">Installed upgrades</h4>
      {customizations.length === 0 ? (
        <p className="ship-muted">No upgrades installed.</p>
      ) : (
        <ul className="outfit-list">
          {customizations.map((c) => (
            <li key={c.id} className="outfit-row" aria-label={c.name}>
              <div>
                <span className="outfit-row-name" style={{ color: RARITY_COLORS[c.rarity] }}>
                  {c.name}
                </span>
                <span className="ship-muted">
                  {c.crafter_name
                    ? `${describeModifiers(c.stat_modifiers)} · crafted by ${c.crafter_name} · returns to your inventory`
                    : `${describeModifiers(c.stat_modifiers)} · paid ${formatCredits(c.cost)} · refund ${formatCredits(c.refund)}`}
                </span>
              </div>
              <Button variant="ghost" className="outfit-row-action" onClick={() => setRemoving(c)}>
                Uninstall
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Uninstall ${removing.name}` : 'Uninstall'}
        description={UNINSTALL_QUESTION}
        confirmLabel="Uninstall"
        destructive
        busy={uninstall.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && uninstall.mutate(removing.id, { onError: () => setRemoving(null) })}
      />
    </section>
  );
}
