import type { SkillState } from './skillGraph';

// 24×24 line paths: a tick, an upward chevron in a ring, a padlock, a flag.
const paths: Record<SkillState, string> = {
  learned: 'M5 12.5l4.5 4.5L19 7.5',
  learnable: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 13.5l4-4 4 4',
  locked: 'M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9.5h-13zM12 14.5v2.5',
  planned: 'M6 21V4M6 4h11l-2.5 4 2.5 4H6',
};

/** Words beside each node's icon, so a node's state never rests on colour alone. */
export const skillStateLabels: Record<SkillState, string> = {
  learned: 'Learned',
  learnable: 'Learnable',
  locked: 'Locked',
  planned: 'Planned',
};

/** The icon of a skill node's state (decorative: the node's text says the state). */
export function SkillStateIcon({ state }: { state: SkillState }) {
  return (
    <svg className="so-state-icon" width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[state]} />
    </svg>
  );
}
