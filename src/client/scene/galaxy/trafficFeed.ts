import { create } from 'zustand';
import type { GalaxyTraffic } from '../../../shared/api';

interface TrafficFeed {
  traffic: GalaxyTraffic | null;
  /** performance.now() when it arrived: ships fly on from there at their rates. */
  receivedAt: number;
  setTraffic: (traffic: GalaxyTraffic) => void;
}

/** The living galaxy for the map: the news ticker's query copies it in, the scene reads it in `useFrame`. */
export const useTrafficFeed = create<TrafficFeed>()((set) => ({
  traffic: null,
  receivedAt: 0,
  setTraffic: (traffic) => set({ traffic, receivedAt: performance.now() }),
}));
