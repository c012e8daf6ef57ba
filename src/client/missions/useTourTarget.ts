import { useLayoutEffect, useState } from 'react';
import type { Box } from './tourPlacement';

/**
 * Frames to keep measuring after a stop starts: its target may mount late (the datapad's apps) or
 * still be moving (a map label while the camera eases in).
 */
const FOLLOW_FRAMES = 90;

/**
 * The part of `element` that can be seen: its box cut to every ancestor that clips (a scrolling
 * list shows only part of what it holds). Null when nothing of it shows.
 */
function visibleBox(element: Element): Box | null {
  const rect = element.getBoundingClientRect();
  let left = rect.left;
  let top = rect.top;
  let right = rect.right;
  let bottom = rect.bottom;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflow === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    left = Math.max(left, clip.left);
    top = Math.max(top, clip.top);
    right = Math.min(right, clip.right);
    bottom = Math.min(bottom, clip.bottom);
  }
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}

function settledAnimations(): Promise<unknown> {
  if (typeof document.getAnimations !== 'function') return Promise.resolve();
  const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  return Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

function sameBox(a: Box | null, b: Box | null): boolean {
  return a === b || (a !== null && b !== null && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height);
}

/**
 * Where the element marked `data-tour={target}` is on screen: followed for a moment after the stop
 * starts (it may mount or move late), and measured again when the window resizes or an entrance
 * animation ends (the datapad boots with one); null while it is not there.
 */
export function useTourTarget(target: string | null): Box | null {
  const [box, setBox] = useState<Box | null>(null);

  useLayoutEffect(() => {
    let frame = 0;
    let followed = 0;
    const measure = () => {
      const element = target ? document.querySelector(`[data-tour="${target}"]`) : null;
      const next = element ? visibleBox(element) : null;
      setBox((previous) => (sameBox(previous, next) ? previous : next));
    };
    const follow = () => {
      measure();
      if (++followed < FOLLOW_FRAMES) frame = requestAnimationFrame(follow);
      // Script-driven entrances fire no animationend: measure again once every finite one is over.
      else void settledAnimations().then(() => !stopped && measure());
    };
    let stopped = false;
    follow();
    window.addEventListener('resize', measure);
    document.addEventListener('animationend', measure, true);
    document.addEventListener('transitionend', measure, true);
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      document.removeEventListener('animationend', measure, true);
      document.removeEventListener('transitionend', measure, true);
    };
  }, [target]);

  return box;
}
