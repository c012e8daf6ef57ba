import type { ReactNode } from 'react';
import { formatCredits } from '../../shared/rules/formatCredits';
import { NO_CHARACTER_SELECTED } from '../ui/Loadable';

/** The frame of the ship apps that spend credits (marketplace, customization): the title and the captain's credits over the app's body. */
export function ShipAppFrame({ title, credits, children }: { title: string; credits: number; children: ReactNode }) {
  return (
    <div className="ship-app">
      <div className="ship-app-head">
        <h3 className="dp-app-title">{title}</h3>
        <p className="ship-credits">
          <span className="ship-credits-label">Credits</span>
          {formatCredits(credits)}
        </p>
      </div>
      {children}
    </div>
  );
}

/** A ship app with no active character: its title and the notice. */
export function ShipAppWithoutCharacter({ title }: { title: string }) {
  return (
    <div className="ship-app">
      <h3 className="dp-app-title">{title}</h3>
      <p className="ship-empty">{NO_CHARACTER_SELECTED}</p>
    </div>
  );
}
