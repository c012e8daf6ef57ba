import type { LaunchOptions } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium (never a downloaded browser), headless, with WebGL through SwiftShader. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/**
 * A browser that draws WebGL through SwiftShader. Its GPU process also composites every page
 * with SwiftShader, which on this 2-core machine costs a core while the datapad is merely open.
 */
export const webglBrowser: LaunchOptions = { executablePath, args: chromiumArgs };

/**
 * A browser without a GPU process: pages are composited in software, several times cheaper here,
 * and there is no WebGL. What graphics Off draws is the same (it never asks for WebGL).
 */
export const softwareBrowser: LaunchOptions = { executablePath, args: [...chromiumArgs, '--disable-gpu'] };
