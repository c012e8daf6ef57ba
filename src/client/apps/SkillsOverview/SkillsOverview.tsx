import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { Profession } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { optimalAllocationQueryOptions, professionsQueryOptions, recommendationsQueryOptions, skillSummaryQueryOptions } from '../../skills/skillQueries';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { useGameStore } from '../../stores/gameStore';
import { Tabs } from '../../ui/Tabs';
import { ExperienceTab } from './ExperienceTab';
import { PlannerTab } from './PlannerTab';
import { ProfessionModal } from './ProfessionModal';
import { ProfessionsTab } from './ProfessionsTab';
import { indexSkills, learnerOf } from './skillGraph';
import { SkillModal } from './SkillModal';
import { SkillsHeader } from './SkillsHeader';
import { useSkillActions } from './useSkillActions';
import { YourSkillsTab } from './YourSkillsTab';
import { Loadable } from '../../ui/Loadable';
import './skillsOverview.css';

type View = 'yours' | 'professions' | 'experience' | 'planner';

const views: { id: View; label: string }[] = [
  { id: 'yours', label: 'Your Skills' },
  { id: 'professions', label: 'Available Professions' },
  { id: 'experience', label: 'Experience' },
  { id: 'planner', label: 'Planner' },
];

/**
 * The Skills overview (seed 001 §2): the header, the tabs Your Skills, Available Professions,
 * Experience and Planner, and the Profession and Skill learning modals.
 */
export function SkillsOverview({ tab }: DatapadAppProps) {
  const characterId = useGameStore((state) => state.activeCharacterId) ?? 0;
  const [view, setView] = useState<View>('yours');
  const [plannerOpened, setPlannerOpened] = useState(false);
  const [professionId, setProfessionId] = useState<number | null>(null);
  const [skillId, setSkillId] = useState<number | null>(null);
  const { start, learn } = useSkillActions(characterId, () => setSkillId(null));

  const summary = useQuery(skillSummaryQueryOptions(characterId));
  const catalogue = useQuery(professionsQueryOptions());
  // Read while Your Skills shows them: a skill learned from another tab does not reread them unseen.
  const recommendations = useQuery({ ...recommendationsQueryOptions(characterId), enabled: view === 'yours' });
  // The optimiser runs when the Planner is first opened.
  const allocation = useQuery({ ...optimalAllocationQueryOptions(characterId), enabled: characterId > 0 && plannerOpened });
  const professions = useMemo(() => catalogue.data?.professions ?? [], [catalogue.data]);
  const index = useMemo(() => indexSkills(professions), [professions]);
  const professionsById = useMemo(() => new Map(professions.map((p) => [p.id, p])), [professions]);

  const failed = summary.error ?? catalogue.error;
  return (
    <Loadable query={{ data: catalogue.data && summary.data, error: failed }} loading="Loading skills…" failure={errorMessage(failed, 'Failed to load skills')} noCharacter={characterId === 0}>
      {(skills) => {

        const learner = learnerOf(skills);
        const openProfession = (profession: Profession) => setProfessionId(profession.id);
        const profession = professionId === null ? undefined : professionsById.get(professionId);
        const chosen = skillId === null ? undefined : index.get(skillId);
        const select = (next: View) => {
          if (next === 'planner') setPlannerOpened(true);
          setView(next);
        };

        const bodies: Record<View, () => ReactNode> = {
          yours: () => <YourSkillsTab summary={skills} recommendations={recommendations} professionsById={professionsById} onOpenProfession={openProfession} onChooseSkill={setSkillId} />,
          professions: () => <ProfessionsTab professions={professions} started={skills.professions} onOpen={openProfession} />,
          experience: () => <ExperienceTab experience={skills.experience} />,
          planner: () => <PlannerTab allocation={allocation} professions={professions} learner={learner} onLearn={setSkillId} />,
        };

        return (
          <div className="so">
            <h3 className="dp-app-title">{tab.name}</h3>
            <SkillsHeader summary={skills} />
            <Tabs label="Skills views" tabs={views} selected={view} onSelect={select}>
              {bodies[view]()}
            </Tabs>
            {profession && (
              <ProfessionModal
                profession={profession}
                learner={learner}
                started={skills.professions.some((p) => p.id === profession.id)}
                busy={start.isPending}
                onStart={() => start.mutate(profession.id)}
                onChooseSkill={(skill) => setSkillId(skill.id)}
                onClose={() => setProfessionId(null)}
              />
            )}
            {chosen && (
              <SkillModal
                skill={chosen.skill}
                profession={chosen.profession}
                learner={learner}
                busy={learn.isPending}
                onLearn={() => learn.mutate(chosen.skill.id)}
                onClose={() => setSkillId(null)}
              />
            )}
          </div>
        );
      }}
    </Loadable>
  );
}
