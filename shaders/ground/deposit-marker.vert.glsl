// The survey's deposit markers (`ground/depositMarkers.ts`): per copy a crystal spinning over a
// ring on the ground, in its kind's colour, dim once harvested. The copy `uHarvestCopy` plays
// the harvest effect for HARVEST_SECONDS (a define) after `uHarvestAt`: the crystal flares and lifts, the
// ring spreads out and fades. All of it here, so a frame costs the CPU one uniform.
uniform float uTime;
uniform float uHarvestCopy;
uniform float uHarvestAt;

attribute float aCopy;
attribute float aPart;
attribute float aShade;
attribute vec3 aCentre;
attribute vec3 aColor;
attribute float aHarvested;

varying vec4 vColor;

void main() {
  float age = abs(aCopy - uHarvestCopy) < 0.5 ? uTime - uHarvestAt : HARVEST_SECONDS;
  float effect = age >= 0.0 && age < HARVEST_SECONDS ? 1.0 - age / HARVEST_SECONDS : 0.0;
  vec3 local = position;
  float crystal = 1.0 - aPart;
  // The crystal spins (faster in the effect) and bobs; the ring spreads out as the effect fades.
  float spin = uTime * (0.7 + effect * 6.0) + aCopy * 1.7;
  float c = cos(spin * crystal);
  float s = sin(spin * crystal);
  local.xz = mat2(c, -s, s, c) * local.xz;
  local.y += crystal * (sin(uTime * 1.5 + aCopy * 2.3) * 0.3 + effect * (1.0 - effect) * 6.0);
  local.xz *= 1.0 + aPart * (effect > 0.0 ? (1.0 - effect) * 3.5 : 0.0);
  vec4 world = modelMatrix * vec4(aCentre + local, 1.0);

  float pulse = 0.75 + 0.25 * sin(uTime * 2.2 + aCopy * 1.3);
  float light = mix(pulse, 0.3, aHarvested) + effect * 1.6;
  float ring = aPart * (effect > 0.0 ? effect * 1.5 : 0.9);
  float clear = exp(-length(world.xyz - cameraPosition) * 0.0042);
  vColor = vec4(aColor * aShade * light * (crystal + ring) * clear, 1.0);
  gl_Position = projectionMatrix * viewMatrix * world;
}
