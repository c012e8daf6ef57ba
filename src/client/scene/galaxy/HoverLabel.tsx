import { useEffect, useRef } from 'react';
import { useSceneStore } from '../sceneStore';
import { galaxyHover, type GalaxyHover } from './galaxyHover';
import { dangerLabel } from '../../../shared/rules/riskLabel';

/**
 * The hover label over the canvas: the system's name, danger level and the party-mates there. It follows the pointer
 * through direct DOM writes from the transient hover state, so hovering causes no React render
 * and no store update. Leaving the galaxy or a new galaxy drops the hover.
 */
export function HoverLabel() {
  const label = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let shownId: number | null = null;
    const show = (hover: GalaxyHover | null) => {
      const element = label.current;
      if (!element) return;
      const { galaxy, kind, partyMarkers } = useSceneStore.getState();
      if (!hover || kind !== 'galaxy') {
        element.hidden = true;
        shownId = null;
        return;
      }
      if (hover.id !== shownId) {
        const system = galaxy?.superAreas.find((area) => area.id === hover.id);
        if (!system) return;
        shownId = hover.id;
        const [name, level, party] = element.children;
        if (name) name.textContent = system.display_name;
        if (level) level.textContent = dangerLabel(system.danger_level);
        if (party instanceof HTMLElement) {
          const here = partyMarkers.find((marker) => marker.superAreaId === hover.id);
          party.textContent = here ? `Party: ${here.label}` : '';
          party.hidden = !here;
        }
      }
      const parent = element.parentElement?.getBoundingClientRect();
      element.style.transform = `translate(${hover.clientX - (parent?.left ?? 0) + 16}px, ${hover.clientY - (parent?.top ?? 0) + 12}px)`;
      element.hidden = false;
    };
    const stopListening = galaxyHover.listen(show);
    // Discrete scene changes (another scene, another galaxy) end the hover.
    const stopWatching = useSceneStore.subscribe((state, previous) => {
      if (state.kind !== previous.kind || state.galaxy !== previous.galaxy) galaxyHover.set(null);
    });
    return () => {
      stopListening();
      stopWatching();
      galaxyHover.set(null);
    };
  }, []);

  return (
    <div ref={label} className="scene-hover-label" role="tooltip" hidden>
      <span className="scene-hover-label-name" />
      <span className="scene-hover-label-level" />
      <span className="scene-hover-label-party" hidden />
    </div>
  );
}
