import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import '../materials/DepositMarkerMaterial';
import type { DepositMarkerMaterial } from '../materials/DepositMarkerMaterial';
import { useSceneStore } from '../sceneStore';
import { buildDepositMarkers } from './depositMarkers';
import { placeKeyOf, useGroundSurvey, type SurveyMarker } from './groundSurvey';

const NONE: readonly SurveyMarker[] = [];

/** Writes the markers shown (and how many are harvested) on the canvas container, for tests and overlays; gone with the markers. */
function useMarkerCounts(container: HTMLElement | null, markers: readonly SurveyMarker[]): void {
  useEffect(() => {
    if (!container) return;
    container.dataset.depositMarkers = String(markers.length);
    container.dataset.depositHarvested = String(markers.filter((m) => m.harvested).length);
    return () => {
      delete container.dataset.depositMarkers;
      delete container.dataset.depositHarvested;
    };
  }, [container, markers]);
}

/**
 * The deposits the character's last survey here reaches, marked on the ground where they lie:
 * one merged mesh, one draw call, nothing at all before a survey (or at another place). A harvest
 * plays at its marker in the shader (two uniforms set once), so no frame allocates or re-renders.
 */
export function DepositMarkers() {
  const location = useSceneStore((state) => state.location);
  const placeKey = useGroundSurvey((state) => state.placeKey);
  const surveyed = useGroundSurvey((state) => state.markers);
  const markers = placeKey !== null && placeKey === placeKeyOf(location) ? surveyed : NONE;
  const geometry = useMemo(() => (markers.length > 0 ? buildDepositMarkers(markers) : null), [markers]);
  useEffect(() => () => geometry?.dispose(), [geometry]);
  const material = useRef<DepositMarkerMaterial>(null);
  const shown = useRef(markers);
  shown.current = markers;
  const clock = useThree((state) => state.clock);
  const gl = useThree((state) => state.gl);
  useMarkerCounts(gl.domElement.closest<HTMLElement>('.scene-canvas'), markers);

  useEffect(
    () =>
      useGroundSurvey.subscribe((state, previous) => {
        const uniforms = material.current?.uniforms;
        if (!state.harvest || state.harvest === previous.harvest || !uniforms) return;
        const key = state.harvest.key;
        uniforms.uHarvestCopy.value = shown.current.findIndex((m) => m.key === key);
        uniforms.uHarvestAt.value = clock.elapsedTime;
      }),
    [clock],
  );

  useFrame((state) => {
    if (material.current) material.current.uniforms.uTime.value = state.clock.elapsedTime;
  });

  if (!geometry) return null;
  return (
    <mesh name="ground-deposit-markers" geometry={geometry} frustumCulled={false}>
      <depositMarkerMaterial ref={material} />
    </mesh>
  );
}
