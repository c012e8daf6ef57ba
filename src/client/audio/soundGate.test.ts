import { afterEach, describe, expect, it } from 'vitest';
import { soundAllowed } from './soundGate';

afterEach(() => {
  Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true });
  delete window.__starlaneSoundInTests;
});

describe('soundGate', () => {
  it('is silent under a test runner unless the test asks for sound', () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    expect(soundAllowed()).toBe(false);
    window.__starlaneSoundInTests = true;
    expect(soundAllowed()).toBe(true);
  });

  it('plays for a player', () => {
    Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true });
    expect(soundAllowed()).toBe(true);
  });
});
