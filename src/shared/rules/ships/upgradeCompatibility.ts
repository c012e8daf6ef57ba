import { applyModifiers, invalidStat, STAT_LABELS, type ShipStats, type StatModifiers } from './shipStats';
import type { SizeClass } from './sizeClass';

/** The upgrade, as far as fitting it goes. */
export interface UpgradeFit {
  component: string;
  /** Size classes it fits; empty means every class. */
  compatible_sizes: readonly SizeClass[];
  stat_modifiers: StatModifiers;
}

/** The ship it would go on. */
export interface ShipFit {
  size_class: SizeClass;
  stats: ShipStats;
  /** Components already installed: a ship carries one of each (one thruster, one hold extension...). */
  installed_components: readonly string[];
}

export interface UpgradeCompatibility {
  is_compatible: boolean;
  reason: string | null;
}

/** Whether `upgrade` can be installed on `ship`, and why not (size class, a free slot for its component, sane stats after). */
export function upgradeCompatibility(upgrade: UpgradeFit, ship: ShipFit): UpgradeCompatibility {
  const refuse = (reason: string): UpgradeCompatibility => ({ is_compatible: false, reason });
  if (upgrade.compatible_sizes.length > 0 && !upgrade.compatible_sizes.includes(ship.size_class)) {
    return refuse(`Fits ${upgrade.compatible_sizes.join(', ')} ships only; this ship is ${ship.size_class}.`);
  }
  if (ship.installed_components.includes(upgrade.component)) {
    return refuse(`${upgrade.component} is already installed on this ship; uninstall it first.`);
  }
  const broken = invalidStat(applyModifiers(ship.stats, upgrade.stat_modifiers));
  if (broken) return refuse(`${STAT_LABELS[broken]} would drop too low.`);
  return { is_compatible: true, reason: null };
}
