import type { RootState } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { GalaxyMap } from '../../../shared/api';
import { useCombatSceneStore, type FightSetting, type FighterShape, type GroundStage } from '../combat/combatSceneStore';
import { SCENE_KINDS, useSceneStore, type SceneKind } from '../sceneStore';
import type { QualityTier } from '../math/quality';
import { projectPoint } from '../math/projection';
import type { SceneTuning } from '../sceneConstants';
import { readyScene } from '../sceneReady';
import { lastFrame, sceneCommits } from './frameStats';

/** Renderer figures: the last frame's work and the live GPU resources. */
export interface RendererInfo {
  calls: number;
  triangles: number;
  points: number;
  lines: number;
  frame: number;
  programs: number;
  geometries: number;
  textures: number;
  dpr: number;
  tier: QualityTier;
}

/** `window.__starlane`: what tests, the benchmark and developers drive the scene with. */
export interface StarlaneHook {
  scene: {
    kind(): SceneKind;
    ready(): SceneKind | null;
    set(kind: SceneKind): void;
    hyperspace(durationMs?: number): void;
    select(id: number | null): void;
    selected(): number | null;
  };
  galaxy: {
    /** Replaces the server's galaxy with a generated one (e.g. 1000 systems) until the page reloads. */
    load(map: GalaxyMap): void;
    systemCount(): number;
    /** The systems on the map: id, names and danger. */
    systems(): Array<{ id: number; name: string; display_name: string; danger_level: number }>;
    /** Where a system is drawn, in client (CSS) pixels. */
    screenPosition(id: number): { x: number; y: number } | null;
    fit(): void;
  };
  renderer: {
    info(): RendererInfo;
    /** Draw calls of one named object and its children, rendered alone. */
    drawCallsOf(name: string): number;
    /**
     * Renders `count` whole frames back to back (frame callbacks, effects, bloom) and returns how
     * long each took, waiting for the GPU to finish each one: the benchmark's frame cost.
     */
    timeFrames(count: number): number[];
    /** Luminance statistics of the frame just drawn (0..255). */
    pixelStats(): Promise<{ mean: number; variance: number; lit: number }>;
  };
  /**
   * Shows a fight with no session behind it (`setting` ground or orbit), for the benchmark and
   * screenshots; `planetType` repaints the land as that kind of world.
   */
  combat: { show(setting: FightSetting, opponentShape?: FighterShape, ground?: GroundStage, planetType?: string): void };
  quality: { pin(tier: QualityTier | null): void };
  /** Scene tunables (what the leva panel edits), e.g. `set({ bloom: false })`. */
  tuning: { get(): SceneTuning; set(tuning: Partial<SceneTuning>): void };
  /** Scene-tree commits counted by React's Profiler (0 in production builds, which don't profile). */
  commits(): number;
  /** The canvas' react-three-fiber state (scene, camera, gl), for poking around from the console. */
  three(): RootState;
}

declare global {
  interface Window {
    __starlane?: StarlaneHook;
  }
}

/** Installs the hook for the canvas whose state `three` returns; returns the uninstaller. */
export function installTestHook(three: () => RootState): () => void {
  const store = useSceneStore;
  const scratch = new Vector3();
  const hook: StarlaneHook = {
    scene: {
      kind: () => store.getState().kind,
      ready: readyScene,
      set: (kind) => {
        if (!SCENE_KINDS.includes(kind)) throw new Error(`unknown scene ${String(kind)}`);
        store.getState().showScene(kind);
      },
      hyperspace: (durationMs) => store.getState().startHyperspace({ durationMs, timed: true }),
      select: (id) => store.getState().selectSystem(id),
      selected: () => store.getState().selectedSystemId,
    },
    galaxy: {
      load: (map) => store.getState().setGalaxy(map, 'debug'),
      systemCount: () => store.getState().galaxy?.superAreas.length ?? 0,
      systems: () =>
        (store.getState().galaxy?.superAreas ?? []).map(({ id, name, display_name, danger_level }) => ({ id, name, display_name, danger_level })),
      screenPosition: (id) => {
        const { galaxy, tuning } = store.getState();
        const system = galaxy?.superAreas.find((area) => area.id === id);
        if (!system) return null;
        const { camera, gl } = three();
        const [x, y] = projectPoint(system, tuning.spreadFactor);
        scratch.set(x, y, 0).project(camera);
        const rect = gl.domElement.getBoundingClientRect();
        return { x: rect.left + ((scratch.x + 1) / 2) * rect.width, y: rect.top + ((1 - scratch.y) / 2) * rect.height };
      },
      fit: () => store.getState().requestFit(),
    },
    renderer: {
      info: () => {
        const { gl, viewport } = three();
        const state = store.getState();
        return {
          ...lastFrame,
          programs: gl.info.programs?.length ?? 0,
          geometries: gl.info.memory.geometries,
          textures: gl.info.memory.textures,
          dpr: viewport.dpr,
          tier: state.pinnedTier ?? state.tier,
        };
      },
      drawCallsOf: (name) => {
        const { gl, scene, camera } = three();
        const object = scene.getObjectByName(name);
        if (!object) return -1;
        gl.info.reset();
        gl.render(object, camera);
        const calls = gl.info.render.calls;
        gl.info.reset();
        return calls;
      },
      pixelStats: () => readPixelStats(three),
      timeFrames: (count) => {
        const state = three();
        const context = state.gl.getContext();
        const pixel = new Uint8Array(4);
        const times: number[] = [];
        for (let i = 0; i < count; i++) {
          const start = performance.now();
          state.advance(start, true);
          // Reading a pixel back waits until the GPU has drawn the frame.
          context.readPixels(0, 0, 1, 1, context.RGBA, context.UNSIGNED_BYTE, pixel);
          times.push(performance.now() - start);
        }
        return times;
      },
    },
    combat: {
      show: (setting, opponentShape = 'humanoid', ground = 'city', planetType) => {
        const location = store.getState().location;
        if (planetType && location?.planet) store.getState().setLocation({ ...location, planet: { ...location.planet, planet_type: planetType } });
        useCombatSceneStore.getState().openStage({ sessionId: 0, setting, opponentName: 'Training drone', opponentShape, ground });
        store.getState().showScene('combat');
      },
    },
    quality: { pin: (tier) => store.getState().pinTier(tier) },
    tuning: { get: () => ({ ...store.getState().tuning }), set: (tuning) => store.getState().setTuning(tuning) },
    commits: sceneCommits,
    three,
  };
  window.__starlane = hook;
  return () => {
    if (window.__starlane === hook) delete window.__starlane;
  };
}

/** Renders the scene once and reads the drawing buffer back in the same task, while it holds the frame. */
function readPixelStats(three: () => RootState): Promise<{ mean: number; variance: number; lit: number }> {
  return new Promise((resolve) => {
    const { gl, scene, camera } = three();
    gl.setRenderTarget(null);
    gl.render(scene, camera);
    const context = gl.getContext();
    const width = context.drawingBufferWidth;
    const height = context.drawingBufferHeight;
    const pixels = new Uint8Array(width * height * 4);
    context.readPixels(0, 0, width, height, context.RGBA, context.UNSIGNED_BYTE, pixels);
    let sum = 0;
    let sumSquares = 0;
    let lit = 0;
    const n = width * height;
    for (let i = 0; i < n; i++) {
      const l = 0.2126 * (pixels[i * 4] as number) + 0.7152 * (pixels[i * 4 + 1] as number) + 0.0722 * (pixels[i * 4 + 2] as number);
      sum += l;
      sumSquares += l * l;
      if (l > 24) lit++;
    }
    const mean = sum / n;
    resolve({ mean, variance: sumSquares / n - mean * mean, lit: lit / n });
  });
}
