/** A resource's quality (0–1000) as a thin meter under its line; the number itself is in the text. */
export function QualityMeter({ quality }: { quality: number }) {
  const percent = Math.max(0, Math.min(100, quality / 10));
  return (
    <span className="cr-quality" aria-hidden="true">
      <span style={{ width: `${percent}%` }} />
    </span>
  );
}
