/** The 2D stand-in's colours per planet type (graphics Off, the wizard's preview): light side, dark side. */
const COLOURS: Record<string, [string, string]> = {
  terran: ['#5fb3ff', '#1d6b3a'],
  desert: ['#f3c27a', '#9a5a22'],
  ice: ['#e8f6ff', '#7fb0d6'],
  ocean: ['#3fa4ff', '#0b3d7a'],
  volcanic: ['#ff7a3d', '#3a0f0a'],
  jungle: ['#7fdc6a', '#1f5a23'],
  barren: ['#b7aea3', '#4d4640'],
  'gas giant': ['#f0d7a8', '#b06a3a'],
};

/** A CSS background that reads as a lit sphere of `planetType`. */
export function planetBackground(planetType: string): string {
  const [light, dark] = COLOURS[planetType] ?? ['#9fb4c8', '#2d3a48'];
  return `radial-gradient(circle at 32% 30%, ${light}, ${dark} 70%, #02060d 100%)`;
}
