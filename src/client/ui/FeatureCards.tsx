/** Cards of what the game offers, on the welcome and features pages. */
export function FeatureCards({ features, label }: { features: readonly { title: string; text: string }[]; label?: string }) {
  return (
    <section className="feature-grid" aria-label={label}>
      {features.map((feature) => (
        <article key={feature.title} className="panel feature">
          <h2>{feature.title}</h2>
          <p className="muted">{feature.text}</p>
        </article>
      ))}
    </section>
  );
}
