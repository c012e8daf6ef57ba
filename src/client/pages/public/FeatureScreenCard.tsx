import { useId } from 'react';
import { SCREEN_HEIGHT, SCREEN_WIDTH, type FeatureScreen } from './featureScreens';

/**
 * One feature: its screenshot (its size reserved so the page doesn't jump; lazy below the first
 * row, which shows at once) and what it is.
 */
export function FeatureScreenCard({ feature, eager = false }: { feature: FeatureScreen; eager?: boolean }) {
  const titleId = useId();
  return (
    <article className="panel feature-screen" aria-labelledby={titleId}>
      <img src={feature.image} alt={feature.alt} width={SCREEN_WIDTH} height={SCREEN_HEIGHT} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className="feature-screen-text">
        <h2 id={titleId}>{feature.title}</h2>
        <p className="muted">{feature.text}</p>
      </div>
    </article>
  );
}
