import { useEffect, useRef } from 'react';
import { useSceneStore } from '../../stores/sceneStore';

/**
 * The hover label over the canvas: the system's name and danger level. It follows the pointer
 * through direct DOM writes from a store subscription, so hovering causes no React render.
 */
export function HoverLabel() {
  const label = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let shownId: number | null = null;
    return useSceneStore.subscribe((state) => {
      const element = label.current;
      if (!element) return;
      const { hover, galaxy, kind } = state;
      if (!hover || kind !== 'galaxy') {
        element.hidden = true;
        shownId = null;
        return;
      }
      if (hover.id !== shownId) {
        const system = galaxy?.superAreas.find((area) => area.id === hover.id);
        if (!system) return;
        shownId = hover.id;
        const [name, level] = element.children;
        if (name) name.textContent = system.display_name;
        if (level) level.textContent = `Level ${system.danger_level}`;
      }
      const parent = element.parentElement?.getBoundingClientRect();
      element.style.transform = `translate(${hover.clientX - (parent?.left ?? 0) + 16}px, ${hover.clientY - (parent?.top ?? 0) + 12}px)`;
      element.hidden = false;
    });
  }, []);

  return (
    <div ref={label} className="scene-hover-label" role="tooltip" hidden>
      <span className="scene-hover-label-name" />
      <span className="scene-hover-label-level" />
    </div>
  );
}
