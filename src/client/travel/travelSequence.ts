import { travelRoutes, type Journey, type TravelStatusResponse } from '../../shared/api';
import { patchCharacter, refreshChanges } from '../api/actSettlement';
import { errorMessage } from '../api/apiErrors';
import { queryClient } from '../api/queryClient';
import { queryKeys } from '../api/queryKeys';
import { useDatapadStore } from '../stores/datapadStore';
import { useCharacterStore } from '../stores/characterStore';
import { useGameStore } from '../stores/gameStore';
import { useSceneStore, type SceneKind } from '../scene/sceneStore';
import { showToast } from '../ui/toastStore';
import { initiateTravel } from './travel';
import { pushedArrivals } from './pushedArrivals';
import { isHyperspace, type TravelChoice } from './travelChoice';
import { useTravelStore } from './travelStore';

export const TRAVEL_FAILED = 'Travel failed';

/** Journeys this page has already flown the tunnel for: polling never drags a player back in after Skip. */
const shownJourneys = new Set<number>();

function characterId(): number {
  return useGameStore.getState().activeCharacterId ?? 0;
}

function refreshAfterTravel(): void {
  const id = characterId();
  void queryClient.invalidateQueries({ queryKey: queryKeys.character(id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.travel.options(id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.travel.interplanetaryAll(id) });
}

/** Landed: the reads of where the character stood (the shop, the market, the board...) are read again. */
function refreshAfterArrival(): void {
  refreshAfterTravel();
  for (const root of queryKeys.whereabouts) void queryClient.invalidateQueries({ queryKey: root });
}

/** The scene a player leaving the tunnel should see; never the tunnel itself. */
function currentScene(): SceneKind {
  const { kind } = useSceneStore.getState();
  return kind === 'hyperspace' ? 'galaxy' : kind;
}

/** Plays the tunnel's exit animation, landing on `arrival`; outside the tunnel, just shows it. */
export function exitTunnel(arrival: SceneKind): void {
  const scene = useSceneStore.getState();
  if (scene.kind !== 'hyperspace') {
    scene.showScene(arrival);
    return;
  }
  useSceneStore.setState({ hyperspace: { ...scene.hyperspace, arrival } });
  scene.setHyperspacePhase('exit');
}

/** Enters hyperspace for the journey under way: enter animation, then cruise with the overlay. */
export function flyTunnel(journeyId: number): void {
  shownJourneys.add(journeyId);
  useTravelStore.getState().setOverlay({ kind: 'journey', returnTo: currentScene() });
  useSceneStore.getState().startHyperspace({ timed: false, arrival: 'galaxy' });
}

/**
 * Confirmed: the datapad closes, the tunnel's enter animation starts and the journey starts on
 * the server at the same moment (seed 001 §4). If the server refuses, the animation is cancelled
 * and the confirmation reopens with the reason.
 */
export async function beginJourney(choice: TravelChoice): Promise<void> {
  const travel = useTravelStore.getState();
  if (travel.starting) return;
  const returnTo = currentScene();
  travel.setStarting(true);
  useDatapadStore.getState().close();
  if (isHyperspace(choice)) {
    travel.setOverlay({ kind: 'journey', returnTo });
    useSceneStore.getState().startHyperspace({ timed: false, arrival: 'galaxy' });
  }
  try {
    const started = await initiateTravel(choice);
    shownJourneys.add(started.journey.id);
    useCharacterStore.getState().followJourney(started.journey, null, started.travel_time);
    travel.setStarting(false);
    const id = characterId();
    queryClient.setQueryData<TravelStatusResponse>(queryKeys.travel.status(id), {
      status: 'travelling',
      event: null,
      destination: started.destination,
      travel_time: started.travel_time,
      journey: started.journey,
    });
    patchCharacter(queryClient, id, (character) => ({ ...character, credits: started.credits_remaining }));
    // The journey's status and the credits come with the answer; the rest of what a start changes is read again.
    void refreshChanges(queryClient, id, travelRoutes.initiate.changes, { patched: [queryKeys.travel.status(id)], character: ['credits'] });
  } catch (error) {
    if (isHyperspace(choice)) useSceneStore.getState().showScene(returnTo);
    useTravelStore.getState().failStart(errorMessage(error, TRAVEL_FAILED));
    useDatapadStore.getState().openApp('travel');
  }
}

/**
 * The journey is over: flags cleared and the character reloaded (seed 000 §4; unless the pushed
 * arrival already patched it), selection
 * cleared, and the scene moves to the destination: orbit after hyperspace, the ground after a
 * shuttle. The datapad closes when the player was following the sequence (seed 001 §4); one
 * who left it to work in the datapad keeps working there and is told by the toast.
 */
export function completeJourney(journey: Journey | null): void {
  const travel = useTravelStore.getState();
  const following = travel.overlay !== null;
  travel.setOverlay(null);
  travel.clearSelection();
  if (following) useDatapadStore.getState().close();
  exitTunnel(journey?.travel_type === 'shuttle' ? 'ground' : 'orbit');
  if (journey && pushedArrivals.has(journey.id)) {
    // The pushed JourneyArrived already patched the character and refreshed where it stands.
    void useCharacterStore.getState().completeTravel(false);
  } else {
    // Invalidate first: the store's reload then joins that refetch, one GET of the character.
    refreshAfterArrival();
    void useCharacterStore.getState().completeTravel();
  }
  if (journey) showToast('success', `Arrived at ${journey.destination.name}.`);
}

/** Adopts what the server says of the journey: keeps the countdown true, resumes after a reload, completes. */
export function applyTravelStatus(status: TravelStatusResponse): void {
  const travel = useTravelStore.getState();
  const character = useCharacterStore.getState();
  const { journey } = status;
  if ((status.status === 'travelling' || status.status === 'event') && journey) {
    character.followJourney(journey, status.event, status.travel_time);
    // A reload mid-journey resumes the sequence from the server's state.
    if (journey.travel_type !== 'shuttle' && !shownJourneys.has(journey.id) && !travel.starting) flyTunnel(journey.id);
    return;
  }
  const local = character.journey;
  if (status.status === 'completed' && journey && (local?.id === journey.id || (!local && character.isTravelling))) {
    completeJourney(journey);
  } else if (status.status === 'idle' && !local && character.isTravelling) {
    void character.completeTravel();
  }
}

/** Skip: leave the tunnel now (exit animation); the journey flies on and the HUD counts down. */
export function skipSequence(): void {
  const { overlay } = useTravelStore.getState();
  useTravelStore.getState().setOverlay(null);
  if (overlay?.kind === 'demo') useSceneStore.getState().setHyperspacePhase('exit');
  else exitTunnel('galaxy');
}

/**
 * Follow the journey again after leaving it: a jump reopens the hyperspace view (the datapad
 * steps aside), a shuttle opens the Travel Planner on its status.
 */
export function followJourneyView(): void {
  const { journey } = useCharacterStore.getState();
  if (journey && journey.travel_type !== 'shuttle') {
    useDatapadStore.getState().close();
    flyTunnel(journey.id);
  } else {
    useDatapadStore.getState().openApp('travel');
  }
}

/** Cancel: drop out of the sequence at once, back to the scene it started from. */
export function cancelSequence(): void {
  const { overlay } = useTravelStore.getState();
  useTravelStore.getState().setOverlay(null);
  useSceneStore.getState().showScene(overlay?.returnTo ?? 'galaxy');
}

/** The Hyperspace Nav demo: a timed jump of `durationMs` that lands back where it started. */
export function beginDemo(durationMs: number): void {
  const returnTo = currentScene();
  useDatapadStore.getState().close();
  useTravelStore.getState().setOverlay({ kind: 'demo', startedAt: performance.now(), durationMs, returnTo });
  useSceneStore.getState().startHyperspace({ durationMs, timed: true, arrival: returnTo });
}
