// Bakes one planet into one equirectangular texture, once per planet: the per-frame shader then
// reads one texel a pixel. Same noise as the surface always had; the texel's UV is the sphere's UV.
// rgb: albedo (ice included) with the clouds over it; a: 0.5 + open water / 2 - night glow / 2
// (city lights or lava: never on water, so one channel carries both).
uniform vec3 uSeed;
uniform vec3 uDeep;
uniform vec3 uShallow;
uniform vec3 uLow;
uniform vec3 uHigh;
uniform vec3 uPeak;
uniform float uSeaLevel;
uniform float uClouds;
uniform float uBanded;
uniform float uEmissive;
uniform float uIceCap;
uniform float uCities;

in vec2 vUv;
layout(location = 0) out highp vec4 outSurface;

float fbm(vec3 p, int octaves) {
  float sum = 0.0;
  float amplitude = 0.5;
  for (int i = 0; i < 5; i++) {
    if (i >= octaves) break;
    sum += amplitude * snoise(p);
    p = p * 2.07 + vec3(1.7, 9.2, 3.1);
    amplitude *= 0.5;
  }
  return sum;
}

void main() {
  // three's SphereGeometry: phi = u * 2π, theta = (1 - v) * π.
  float phi = vUv.x * 6.28318530718;
  float theta = (1.0 - vUv.y) * 3.14159265359;
  vec3 p = vec3(-cos(phi) * sin(theta), cos(theta), sin(phi) * sin(theta));

  vec3 surface;
  float water = 0.0;
  float glow = 0.0;
  float land = 0.0;
  if (uBanded > 0.5) {
    float turbulence = fbm(p * vec3(2.2, 5.0, 2.2) + uSeed, 3) * 0.24;
    float lat = p.y + turbulence;
    float bands = 0.5 + 0.5 * sin(lat * 19.0 + uSeed.x);
    float broad = 0.5 + 0.5 * sin(lat * 6.0 + uSeed.y);
    surface = mix(mix(uDeep, uShallow, bands), mix(uLow, uHigh, broad), 0.45);
    vec3 stormCentre = normalize(vec3(cos(uSeed.z), -0.35, sin(uSeed.z)));
    float storm = smoothstep(0.22, 0.0, length((p - stormCentre) * vec3(1.0, 2.2, 1.0)));
    surface = mix(surface, uPeak * vec3(1.0, 0.75, 0.6), storm * 0.8);
  } else {
    float h = fbm(p * 1.7 + uSeed, 4) * 0.62 + 0.5;
    if (h < uSeaLevel) {
      surface = mix(uDeep, uShallow, smoothstep(uSeaLevel - 0.18, uSeaLevel, h));
      water = 1.0;
    } else {
      float t = (h - uSeaLevel) / max(0.001, 1.0 - uSeaLevel);
      land = 1.0 - smoothstep(0.5, 0.8, t);
      surface = mix(uLow, uHigh, smoothstep(0.0, 0.55, t));
      surface = mix(surface, uPeak, smoothstep(0.55, 0.95, t));
    }
    float ice = smoothstep(uIceCap, uIceCap + 0.06, abs(p.y) + (h - 0.5) * 0.25);
    surface = mix(surface, vec3(0.9, 0.95, 1.0), ice);
    water *= 1.0 - ice;
    land *= 1.0 - ice;
    if (uEmissive > 0.0) {
      float cracks = pow(1.0 - abs(snoise(p * 5.0 + uSeed.zyx)), 14.0);
      glow = cracks * uEmissive;
    }
  }

  float cities = 0.0;
  if (uCities > 0.0) {
    float region = smoothstep(0.15, 0.6, snoise(p * 4.0 + uSeed.yzx));
    cities = smoothstep(0.45, 0.9, snoise(p * 38.0 + uSeed)) * region * land * uCities;
  }
  float cover = 0.0;
  if (uClouds > 0.0) {
    float c = fbm(p * 2.6 + uSeed.zxy, 3) * 0.52 + 0.5;
    cover = smoothstep(0.62 - uClouds * 0.3, 0.85, c);
  }

  // The clouds' white over the ground, scaled as the lit shader scales the ground (1.45 × sunlight).
  vec3 albedo = mix(surface, vec3(0.95, 0.97, 1.0) / 1.45, cover * 0.9);
  water *= 1.0 - cover;
  // Clouds dim the cities under them; lava glows through.
  float night = clamp(cities * (1.0 - 0.9 * cover) + glow, 0.0, 1.0);
  outSurface = vec4(albedo, 0.5 + 0.5 * water - 0.5 * night);
}
