// Sky dome: horizon haze in the planet's atmosphere colour, a dark zenith with stars, the sun and
// a neighbouring world hanging in the sky.
uniform vec3 uHorizon;
uniform vec3 uZenith;
uniform vec3 uSunDir;
uniform vec3 uMoonDir;
uniform vec3 uMoonColor;

varying vec3 vDirection;
varying vec3 vGradient;

float hash(vec3 p) {
  p = fract(p * 0.3183099 + 0.1);
  p *= 17.0;
  return fract(p.x * p.y * p.z * (p.x + p.y + p.z));
}

void main() {
  vec3 d = normalize(vDirection);
  float elevation = max(0.0, d.y);
  vec3 color = vGradient;
  // Branches skip the sun's glow and the stars where they would add nothing.
  float sun = dot(d, uSunDir);
  if (sun > 0.45) color += vec3(1.0, 0.9, 0.75) * (pow(sun, 900.0) * 4.0 + pow(sun, 12.0) * 0.35);

  float moon = dot(d, uMoonDir);
  float disc = smoothstep(0.9956, 0.996, moon);
  if (disc > 0.0) {
    // A gas giant: soft bands, limb darkening, lit from the sun's side.
    vec3 local = (d - uMoonDir * moon) / 0.094;
    float bands = 0.5 + 0.5 * sin(local.y * 17.0 + sin(local.x * 6.0) * 0.7);
    float limb = sqrt(max(0.0, 1.0 - dot(local, local)));
    // The near hemisphere's normal faces back along the view: lit where it faces the sun (a crescent).
    vec3 normal = normalize(local - uMoonDir * limb);
    float lit = smoothstep(-0.1, 0.35, dot(normal, uSunDir));
    vec3 body = uMoonColor * (0.8 + 0.2 * bands) * (0.3 + 0.7 * limb);
    color = mix(color, body * (0.12 + 0.88 * lit), disc);
  }

  // Sparse stars, only where the sky is dark enough to show them.
  if (elevation > 0.25) {
    vec3 cell = floor(d * 260.0);
    float star = step(0.9975, hash(cell)) * smoothstep(0.25, 0.8, elevation);
    color += vec3(star) * 0.8 * (1.0 - disc);
  }
  gl_FragColor = vec4(color, 1.0);
}
