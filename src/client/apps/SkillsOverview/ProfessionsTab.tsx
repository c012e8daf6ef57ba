import { useState } from 'react';
import type { CharacterProfession, Profession } from '../../../shared/api';
import { PROFESSION_CATEGORIES, type ProfessionCategory } from '../../../shared/rules/skills/skillTiers';
import { ProfessionCard } from './ProfessionCard';
import { humanize } from '../../skills/skillTexts';

interface ProfessionsTabProps {
  professions: readonly Profession[];
  started: readonly CharacterProfession[];
  onOpen: (profession: Profession) => void;
}

/** Available Professions: every profession as a card, filterable by category; a card opens the Profession modal. */
export function ProfessionsTab({ professions, started, onOpen }: ProfessionsTabProps) {
  const [category, setCategory] = useState<ProfessionCategory | ''>('');
  const shown = professions.filter((profession) => category === '' || profession.category === category);
  return (
    <div className="so-professions">
      <label className="so-filter">
        <span>Category</span>
        <select className="field-input" value={category} onChange={(event) => setCategory(event.target.value as ProfessionCategory | '')}>
          <option value="">All categories</option>
          {PROFESSION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {humanize(c)}
            </option>
          ))}
        </select>
      </label>
      <ul className="so-cards" aria-label="Professions">
        {shown.map((profession) => (
          <ProfessionCard
            key={profession.id}
            profession={profession}
            progress={started.find((entry) => entry.id === profession.id)?.progress}
            onOpen={() => onOpen(profession)}
          />
        ))}
      </ul>
    </div>
  );
}
