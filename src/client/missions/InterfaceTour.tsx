import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { OnboardingStatus } from '../../shared/api';
import { INTERFACE_TOUR } from '../../shared/rules/missions/tutorialSteps';
import { errorMessage } from '../api/apiErrors';
import { onboardingCalls, refreshMissions } from './missions';
import { queryKeys } from '../api/queryKeys';
import { useDatapadStore } from '../stores/datapadStore';
import { Button } from '../ui/Button';
import { showToast } from '../ui/toastStore';
import { useFocusTrap } from '../ui/useFocusTrap';
import { endTour } from './onboardingFlow';
import { spotlightBox, tourCardPlacement } from './tourPlacement';
import { useTourStore } from './tourStore';
import { useTourTarget } from './useTourTarget';
import './tour.css';

/** The interface tour over the game page, while the tour store says it is open. */
export function InterfaceTour({ characterId }: { characterId: number }) {
  const open = useTourStore((state) => state.open);
  return open ? <TourOverlay characterId={characterId} /> : null;
}

function useViewport() {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/**
 * One stop at a time: the HUD element it names lit in a spotlight, the rest dimmed, and a card
 * beside it with Back, Skip tour and Next (Finish on the last). A modal dialog: focus stays in the
 * card, Escape skips, the arrow keys step. Each stop is recorded as a tutorial step on the server,
 * and finishing or skipping completes the interface tour phase.
 */
function TourOverlay({ characterId }: { characterId: number }) {
  const queryClient = useQueryClient();
  const index = useTourStore((state) => state.index);
  const step = INTERFACE_TOUR[index] ?? INTERFACE_TOUR[0]!;
  const last = index === INTERFACE_TOUR.length - 1;
  const titleId = useId();
  const bodyId = useId();
  const card = useRef<HTMLElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const trapTab = useFocusTrap(card, primary);
  const viewport = useViewport();
  const target = useTourTarget(step.target);
  const [cardSize, setCardSize] = useState({ width: 340, height: 200 });

  useLayoutEffect(() => {
    const element = card.current;
    if (element && (element.offsetWidth !== cardSize.width || element.offsetHeight !== cardSize.height)) setCardSize({ width: element.offsetWidth, height: element.offsetHeight });
  }, [index, cardSize, viewport]);

  // The apps stop shows the datapad's grid; every other stop needs the HUD unobstructed.
  useEffect(() => {
    const datapad = useDatapadStore.getState();
    if (step.target === 'datapad-apps') {
      datapad.goHome();
      datapad.open();
    } else datapad.close();
  }, [step.target]);
  useEffect(() => () => useDatapadStore.getState().close(), []);

  // A modal keeps focus: the datapad's own trap, mounting under the apps stop, would take it.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (card.current && event.target instanceof Node && !card.current.contains(event.target)) primary.current?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const report = (work: Promise<unknown>, fallback: string) =>
    work.catch((err: unknown) => showToast('error', errorMessage(err, fallback))).finally(() => void refreshMissions(queryClient, characterId));

  function finish(outcome: 'completed' | 'skipped') {
    const phase = queryClient.getQueryData<OnboardingStatus>(queryKeys.missions.onboarding(characterId))?.phase;
    useTourStore.getState().close();
    void report(endTour(index, outcome, phase), outcome === 'completed' ? 'Failed to complete tutorial step' : 'Failed to skip tutorial step');
  }

  function next() {
    if (last) return finish('completed');
    void report(onboardingCalls.completeStep(step.id), 'Failed to complete tutorial step');
    useTourStore.getState().goTo(index + 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Keys pressed in the tour stay in it: the map does not pan and P does not toggle the datapad.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      finish('skipped');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      useTourStore.getState().goTo(index - 1);
    } else trapTab(event);
  }

  const spot = spotlightBox(target, viewport);
  const place = tourCardPlacement(spot, cardSize, viewport);
  return createPortal(
    <div className="tour-layer" data-tour-stop={step.id}>
      {spot ? <div className="tour-spotlight" style={{ left: spot.left, top: spot.top, width: spot.width, height: spot.height }} /> : <div className="tour-dim" />}
      <section
        ref={card}
        className="tour-card panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-step={step.id}
        data-side={place.side}
        tabIndex={-1}
        style={{ left: place.left, top: place.top }}
        onKeyDown={onKeyDown}
      >
        <p className="eyebrow tour-eyebrow">
          <span id={titleId}>Interface tour</span>
          <span className="tour-count">
            {index + 1} of {INTERFACE_TOUR.length}
          </span>
        </p>
        <h2 className="tour-title">{step.title}</h2>
        <p id={bodyId} className="tour-text">
          {step.description}
        </p>
        <div className="tour-actions">
          {index > 0 && (
            <Button variant="ghost" onClick={() => useTourStore.getState().goTo(index - 1)}>
              Back
            </Button>
          )}
          <Button variant="secondary" onClick={() => finish('skipped')}>
            Skip tour
          </Button>
          <Button ref={primary} onClick={next}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </div>
      </section>
    </div>,
    document.body,
  );
}
