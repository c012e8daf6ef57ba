// Procedural planet surface per type and seed: continents and seas, gas bands, lava, ice, clouds.
uniform vec3 uSeed;
uniform vec3 uDeep;
uniform vec3 uShallow;
uniform vec3 uLow;
uniform vec3 uHigh;
uniform vec3 uPeak;
uniform vec3 uAtmosphere;
uniform float uSeaLevel;
uniform float uClouds;
uniform float uBanded;
uniform float uEmissive;
uniform float uIceCap;
uniform float uCities;
uniform float uTime;

varying vec3 vObject;
varying vec3 vNormal;
varying vec3 vView;
varying vec3 vLight;

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
  vec3 p = normalize(vObject);
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
    // A great storm, placed by the seed.
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

  vec3 n = normalize(vNormal);
  float ndl = dot(n, vLight);
  float diffuse = smoothstep(-0.12, 0.9, ndl);
  vec3 color = surface * (0.03 + diffuse * 1.45);
  // City lights on inhabited lowlands, only on the night side.
  if (uCities > 0.0) {
    // Clustered: sparse sparks gathered into a few metropolitan regions.
    float region = smoothstep(0.15, 0.6, snoise(p * 4.0 + uSeed.yzx));
    float cities = smoothstep(0.45, 0.9, snoise(p * 38.0 + uSeed)) * region * land * uCities;
    color += vec3(1.0, 0.72, 0.38) * cities * smoothstep(0.15, -0.25, ndl) * 1.2;
  }

  if (uClouds > 0.0) {
    float c = fbm(p * 2.6 + uSeed.zxy + vec3(uTime * 0.012, 0.0, 0.0), 3) * 0.52 + 0.5;
    float cover = smoothstep(0.62 - uClouds * 0.3, 0.85, c);
    color = mix(color, vec3(0.95, 0.97, 1.0) * (0.05 + diffuse), cover * 0.9);
    water *= 1.0 - cover;
  }

  // Sun glint on water, lava glowing through the night side, atmospheric haze at the limb.
  vec3 halfway = normalize(vLight + vView);
  color += vec3(1.0, 0.95, 0.85) * pow(max(0.0, dot(n, halfway)), 60.0) * water * 0.8 * step(0.0, ndl);
  color += vec3(1.0, 0.42, 0.12) * glow * (0.6 + 0.8 * (1.0 - diffuse));
  float fresnel = pow(1.0 - max(0.0, dot(n, vView)), 3.0);
  color += uAtmosphere * fresnel * smoothstep(-0.3, 0.6, ndl) * 0.9;
  gl_FragColor = vec4(color, 1.0);
}
