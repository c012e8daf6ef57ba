import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CraftingState, CraftResponse, ResourceStack, SchematicView } from '../../../shared/api';
import { experimentPoints, predictCraft } from '../../../shared/rules/crafting/craftOutcome';
import { evenAllocation, type ExperimentAllocation } from '../../../shared/rules/crafting/experimentation';
import { schematicNamed } from '../../../shared/rules/crafting/schematics';
import { formatPercent } from '../../../shared/rules/formatPercent';
import { errorMessage } from '../../api/apiErrors';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import { craftingCalls, craftingQuery, settleCraftingAct } from '../../crafting/craftingCalls';
import { ExperimentAllocator } from '../../crafting/ExperimentAllocator';
import { SurveyPanel } from '../../crafting/SurveyPanel';
import { VendorPanel } from '../../crafting/VendorPanel';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { Button } from '../../ui/Button';
import { Loadable } from '../../ui/Loadable';
import { SectionHeading } from '../../ui/SectionHeading';
import { QualityMeter } from '../../crafting/QualityMeter';
import '../../crafting/crafting.css';

const pct = (fraction: number) => `${Math.round(fraction * 100)}%`;
const statsText = (stats: Record<string, number | undefined>) =>
  [
    stats.damage_min !== undefined && `Damage ${stats.damage_min}–${stats.damage_max}`,
    stats.protection_min !== undefined && `Protection ${stats.protection_min}–${stats.protection_max}`,
    stats.effect_amount !== undefined && `Effect ${stats.effect_amount}`,
    stats.buff_minutes !== undefined && `Well fed +${stats.buff_percent}% for ${stats.buff_minutes} min`,
    `Value ${stats.price} cr`,
  ].filter(Boolean).join(' · ');

/** The crafted item's numbers as the inventory shows them, so the player sees where each point went. */
const itemNumbers = (meta: CraftResponse['item']['meta_data']) =>
  [meta.damage && `Damage ${meta.damage.min}–${meta.damage.max}`, meta.protection && `Protection ${meta.protection.min}–${meta.protection.max}`, meta.effect, `Value ${meta.price} cr`].filter(Boolean).join(' · ');

/** One schematic: a resource picked for each ingredient, the predicted result by stage, and Craft. */
function SchematicCard({ schematic, state, busy, onCraft }: { schematic: SchematicView; state: CraftingState; busy: boolean; onCraft: (stackIds: number[], experiment: ExperimentAllocation) => void }) {
  const fits = (kind: string, units: number) => state.resources.filter((r) => r.kind === kind && r.units >= units);
  const [picked, setPicked] = useState<Record<number, number>>({});
  const chosen = schematic.ingredients.map((ingredient, i) => {
    const options = fits(ingredient.kind, ingredient.units);
    return options.find((r) => r.id === picked[i]) ?? options[0] ?? null;
  });
  const ready = chosen.every((stack): stack is ResourceStack => stack !== null);
  const base = schematicNamed(schematic.key);
  const points = experimentPoints(state.bonuses.experimentation);
  const [allocation, setAllocation] = useState<ExperimentAllocation | null>(null);
  const experiment = allocation ?? (base ? evenAllocation(base, points) : {});
  const prediction = ready && base
    ? predictCraft(base, schematic.complexity, chosen.map((stack, i) => ({ quality: stack.quality, units: schematic.ingredients[i]!.units })), { assembly: state.bonuses.assembly, experimentation: state.bonuses.experimentation }, experiment)
    : null;
  return (
    <li className="social-row cr-schematic" data-schematic={schematic.key} data-ready={ready ? 'true' : 'false'}>
      <div className="cr-schematic-body">
        <span><strong className="cr-schematic-name">{schematic.name}</strong> <span className="world-muted">{schematic.description}</span></span>
        <ul className="cr-ingredients" aria-label={`${schematic.name} ingredients`}>
          {schematic.ingredients.map((ingredient, i) => {
            const options = fits(ingredient.kind, ingredient.units);
            return (
              <li key={`${ingredient.kind}-${i}`}>
                <label>
                  {`${ingredient.units} × ${ingredient.kind}`}{' '}
                  {options.length === 0 ? <span className="world-muted">(none carried)</span> : (
                    <select value={chosen[i]?.id ?? ''} onChange={(event) => setPicked({ ...picked, [i]: Number(event.target.value) })}>
                      {options.map((r) => <option key={r.id} value={r.id}>{`${r.name} · quality ${r.quality} · ${r.units} units`}</option>)}
                    </select>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
        {ready && base && <ExperimentAllocator name={schematic.name} base={base} points={points} allocation={experiment} onChange={setAllocation} />}
        {prediction && (
          <p className="cr-prediction" data-predicted-quality={prediction.quality} aria-label={`${schematic.name} predicted result`}>
            {`Assembly: ${pct(prediction.assembled)} from resources of quality ${prediction.resourceQuality}, then ${prediction.points} experimentation points: ${pct(prediction.quality)}. ${statsText({ ...prediction.stats })}. +${prediction.experience} ${schematic.experience.replace('_', ' ')} experience.`}
          </p>
        )}
      </div>
      <Button disabled={!ready || busy} onClick={() => ready && onCraft(chosen.map((stack) => stack.id), experiment)}>{`Craft ${schematic.name}`}</Button>
    </li>
  );
}

function CraftingBody({ characterId }: { characterId: number }) {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(craftingQuery(characterId));
  const [message, setMessage] = useState<string | null>(null);
  const [lastCraft, setLastCraft] = useState<CraftResponse | null>(null);
  const craft = useMutation({
    mutationFn: ({ key, stackIds, experiment }: { key: string; stackIds: number[]; experiment: ExperimentAllocation }) => craftingCalls.craft(key, stackIds, experiment),
    onSuccess: async (answer) => {
      setMessage(answer.message);
      setLastCraft(answer);
      await settleCraftingAct(queryClient, characterId, 'craft', answer);
    },
  });
  const failure = craft.error;
  return (
    <Loadable query={{ data, error }} failure={errorMessage(error, 'Failed to load crafting')}>
      {(state) => {
        const professions = [...new Set(state.schematics.map((s) => s.profession))];
        return (
          <div className="crafting-app" data-resources={state.resources.length}>
            {message && <p className="cr-status" role="status">{message}</p>}
            {failure && <p className="form-alert" role="alert">{errorMessage(failure)}</p>}
            {lastCraft && (
              <p className="cr-last-craft" data-crafted-item={lastCraft.item.id}>
                {`Last craft: ${lastCraft.item.name}: assembly ${pct(lastCraft.stages.assembled)}, ${lastCraft.stages.experiment_points} experimentation points, final quality ${pct(lastCraft.stages.quality)}; +${lastCraft.experience.amount} ${lastCraft.experience.type.replace('_', ' ')} experience. ${itemNumbers(lastCraft.item.meta_data)}`}
              </p>
            )}
            <p className="cr-bonuses">
              {`Bonuses: assembly ${formatPercent(state.bonuses.assembly * 100)}, experimentation ${formatPercent(state.bonuses.experimentation * 100)}, survey ${formatPercent(state.bonuses.survey * 100)}${state.bonuses.droid_reach > 0 ? `, survey droid +${state.bonuses.droid_reach} deposits` : ''}.`}
            </p>
            <SurveyPanel characterId={characterId} state={state} onMessage={setMessage} />
            <section className="cr-panel" aria-label="Resources carried">
              <h3>Resources</h3>
              {state.resources.length === 0 ? <p className="world-muted">You carry no resources: harvest a deposit.</p> : (
                <ul className="social-list" aria-label="Resources">
                  {state.resources.map((r) => (
                    <li key={r.id} className="social-row">
                      <span className="cr-line">
                        {`${r.name} (${r.kind}) · quality ${r.quality} · ${r.units} units`}
                        <QualityMeter quality={r.quality} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="cr-panel" aria-label="Schematics by profession">
            <h3>Schematics</h3>
            {professions.length === 0 ? <p className="world-muted">Learn a crafting profession (Artisan to start) for schematics.</p> : professions.map((profession) => (
              <section key={profession} aria-label={`${profession} schematics`}>
                <h4>{profession.charAt(0).toUpperCase() + profession.slice(1).replace('_', ' ')}</h4>
                <ul className="social-list">
                  {state.schematics.filter((s) => s.profession === profession).map((schematic) => (
                    <SchematicCard key={schematic.key} schematic={schematic} state={state} busy={craft.isPending} onCraft={(stackIds, experiment) => craft.mutate({ key: schematic.key, stackIds, experiment })} />
                  ))}
                </ul>
              </section>
            ))}
            </section>
          </div>
        );
      }}
    </Loadable>
  );
}

/** Crafting (issue 38): survey and harvest where you stand, craft from your schematics, and the vendor stalls here. */
export function Crafting({ tab }: DatapadAppProps) {
  const active = useActiveCharacter();
  const characterId = active.characterId;
  return (
    <div className="item-app">
      <div className="item-app-head">
        <SectionHeading className="dp-app-title">{tab.name}</SectionHeading>
      </div>
      {characterId === null ? <p>Choose a character first.</p> : (
        <>
          <CraftingBody characterId={characterId} />
          <VendorPanel characterId={characterId} />
        </>
      )}
    </div>
  );
}
