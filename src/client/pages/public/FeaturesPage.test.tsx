import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/renderRoutes';
import { FEATURE_SCREENS } from './featureScreens';
import { FeaturesPage } from './FeaturesPage';

describe('FeaturesPage', () => {
  it('shows a screenshot for every feature, each with alt text, lazy and with its size reserved', async () => {
    renderRoutes([{ path: '/features', Component: FeaturesPage }], '/features');
    const features = await screen.findByRole('region', { name: 'Features' });
    const images = [...features.querySelectorAll('img')];
    expect(images).toHaveLength(FEATURE_SCREENS.length);
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const image of images) {
      expect(image.getAttribute('alt')?.trim().length ?? 0).toBeGreaterThan(20);
      expect(image.getAttribute('src')).toMatch(/\.webp$/);
      expect([image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['lazy', '960', '600']);
    }
    // Each card is named by its feature, and the screenshots are all different pictures.
    for (const feature of FEATURE_SCREENS) expect(screen.getByRole('article', { name: feature.title }).querySelector('img')?.getAttribute('alt')).toBe(feature.alt);
    expect(new Set(images.map((image) => image.getAttribute('src'))).size).toBe(images.length);
  });
});
