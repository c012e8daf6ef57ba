import { planetBackground } from './planetColours';

/** A planet drawn without WebGL: a lit disc in its type's colours, named for assistive technology. */
export function PlanetDisc({ name, planetType }: { name: string; planetType: string }) {
  return <div className="world-planet-disc" role="img" aria-label={`${name}, a ${planetType} planet`} style={{ background: planetBackground(planetType) }} />;
}
