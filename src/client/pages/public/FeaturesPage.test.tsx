import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/renderRoutes';
import { FEATURE_SCREENS } from './featureScreens';
import { FeaturesPage } from './FeaturesPage';

describe('FeaturesPage', () => {
  it('shows a screenshot for every feature, each with alt text, its size reserved, lazy below the first row', async () => {
    renderRoutes([{ path: '/features', Component: FeaturesPage }], '/features');
    const features = await screen.findByRole('region', { name: 'Features' });
    const images = [...features.querySelectorAll('img')];
    expect(images).toHaveLength(FEATURE_SCREENS.length);
    expect(images.length).toBeGreaterThanOrEqual(8);
    images.forEach((image, index) => {
      expect(image.getAttribute('alt')?.trim().length ?? 0).toBeGreaterThan(20);
      expect(image.getAttribute('src')).toMatch(/\.webp$/);
      expect([image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([index < 2 ? 'eager' : 'lazy', '960', '600']);
    });
    // Each card is named by its feature, and the screenshots are all different pictures.
    for (const feature of FEATURE_SCREENS) expect(screen.getByRole('article', { name: feature.title }).querySelector('img')?.getAttribute('alt')).toBe(feature.alt);
    expect(new Set(images.map((image) => image.getAttribute('src'))).size).toBe(images.length);
  });

  it('tells what the game has now: combat, missions and quests, not "on the way"', async () => {
    renderRoutes([{ path: '/features', Component: FeaturesPage }], '/features');
    await screen.findByRole('region', { name: 'Features' });
    expect(screen.getByRole('article', { name: 'Combat' }).querySelector('img')?.getAttribute('src')).toMatch(/combat.*\.webp$/);
    expect(screen.getByRole('article', { name: 'Missions and quests' }).querySelector('img')?.getAttribute('src')).toMatch(/missions.*\.webp$/);
    expect(document.body.textContent).not.toMatch(/on the way/i);
  });
});
