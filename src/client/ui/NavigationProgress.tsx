import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Seed 000 §9: the progress bar appears only once a navigation has been loading this long. */
export const NAVIGATION_PROGRESS_DELAY_MS = 250;

/** A thin bar at the top of the page while a slow navigation loads; quick ones show nothing. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setDelayPassed(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [busy]);

  if (!busy || !delayPassed) return null;
  return (
    <div className="nav-progress" role="progressbar" aria-label="Loading page" aria-valuetext="Loading">
      <div className="nav-progress-bar" />
    </div>
  );
}
