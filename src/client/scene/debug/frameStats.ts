/** Renderer figures of the last frame and the live resource counts (gl.info). */
export interface FrameStats {
  calls: number;
  triangles: number;
  points: number;
  lines: number;
  frame: number;
}

/**
 * Written after every frame by FrameProbe, read by the test hook. One object reused for
 * the page's life, so the frame loop allocates nothing.
 */
export const lastFrame: FrameStats = { calls: 0, triangles: 0, points: 0, lines: 0, frame: 0 };

let commits = 0;

/** React Profiler callback around the scene tree; counts commits (development and profiling builds). */
export function countSceneCommit(): void {
  commits++;
}

/** Scene-tree commits seen by the Profiler so far. */
export function sceneCommits(): number {
  return commits;
}
