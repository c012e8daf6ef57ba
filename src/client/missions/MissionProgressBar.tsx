/** A thin progress meter with its percentage for assistive technology. */
export function MissionProgressBar({ percentage, label }: { percentage: number; label: string }) {
  const value = Math.max(0, Math.min(100, percentage));
  return (
    <div className="ms-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <span style={{ width: `${value}%` }} />
    </div>
  );
}
