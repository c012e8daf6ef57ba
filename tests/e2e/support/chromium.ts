import type { LaunchOptions } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium (never a downloaded browser), headless, quiet on this machine's closed network. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/**
 * The browser a player without a usable GPU has: Chromium composites and rasterises the page in
 * software and draws WebGL with SwiftShader (`--enable-unsafe-swiftshader` keeps that fallback on
 * in builds that would refuse it); chrome://gpu reads "Compositing: Software only" and "WebGL:
 * Software only". Forcing ANGLE onto SwiftShader (`--use-angle=swiftshader`, as these specs did
 * before) makes SwiftShader the GPU of the whole page, so it composites and rasterises the HUD too:
 * no player's browser does that, and here the map's frames then came every 50 ms instead of every
 * 17 (docs/scene.md, "Which browser the scene is measured in").
 */
export const webglBrowser: LaunchOptions = { executablePath, args: [...chromiumArgs, '--enable-unsafe-swiftshader'] };

/** A browser without a GPU process, for the datapad's specs: graphics Off never asks for WebGL. */
export const softwareBrowser: LaunchOptions = { executablePath, args: [...chromiumArgs, '--disable-gpu'] };

/**
 * SwiftShader as the GPU of the whole page (compositing and rasterising too), as the scene was
 * measured before: `BENCH_BROWSER=swiftshader-gpu npm run bench:scene` compares with earlier figures.
 */
export const swiftShaderGpuBrowser: LaunchOptions = { executablePath, args: [...chromiumArgs, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] };
