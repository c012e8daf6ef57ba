import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTrafficFeed } from '../../scene/galaxy/trafficFeed';
import { galaxyTrafficQueryOptions } from '../../world/traffic';

/**
 * The HUD's news ticker: the galactic events running now (a shortage, a boom, a blockade, a
 * festival), newest first. Its query also feeds the map's NPC ships and markers.
 */
export function NewsTicker() {
  const { data } = useQuery(galaxyTrafficQueryOptions());
  useEffect(() => {
    if (data) useTrafficFeed.getState().setTraffic(data);
  }, [data]);
  const running = (data?.events ?? []).filter((e) => e.active);
  const ships = data?.ships.length ?? 0;
  const text = running.length > 0 ? running.map((e) => e.headline).join(' · ') : 'All quiet on the lanes.';
  return (
    <div className="news-ticker" role="status" aria-label="Galactic news" data-testid="news-ticker" data-ships={ships}>
      <span className="news-ticker-label">News</span>
      <p className="news-ticker-text" title={text}>
        {text}
      </p>
    </div>
  );
}
