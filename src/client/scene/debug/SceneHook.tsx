import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { installTestHook } from './testHook';

/** Installs `window.__starlane` while the canvas lives (debug and test builds only). */
export function SceneHook() {
  const get = useThree((state) => state.get);
  useEffect(() => installTestHook(get), [get]);
  return null;
}
