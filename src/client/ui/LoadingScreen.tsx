/** Shown while the first page's code and data load. */
export function LoadingScreen({ label = 'Loading Starlane…' }: { label?: string }) {
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true">
        <span className="spinner-arc" />
      </span>
      <span>{label}</span>
    </div>
  );
}
