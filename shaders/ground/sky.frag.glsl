// Sky dome: horizon haze in the planet's atmosphere colour, a dark zenith with stars, the sun and
// a neighbouring world hanging in the sky. A software renderer runs every branch of a shader for
// every pixel, so this has none, and no exp, log or pow: powers are repeated squares, waves are
// smoothed triangle waves.
uniform vec3 uSunDir;
uniform vec3 uMoonDir;
uniform vec3 uMoonColor;

varying vec3 vDirection;
varying vec3 vGradient;
varying vec3 vMoonLocal;

float hash(vec3 p) {
  p = fract(p * 0.3183099 + 0.1);
  p *= 17.0;
  return fract(p.x * p.y * p.z * (p.x + p.y + p.z));
}

// 0.5 + 0.5 * cos(x), near enough for soft bands.
float wave(float x) {
  float t = abs(fract(x * 0.15915494) * 2.0 - 1.0);
  return t * t * (3.0 - 2.0 * t);
}

void main() {
  vec3 d = normalize(vDirection);
  float elevation = max(0.0, d.y);
  vec3 color = vGradient;
  // The sun's disc: sun^1024 by ten squarings.
  float sun = max(0.0, dot(d, uSunDir));
  sun *= sun; sun *= sun; sun *= sun; sun *= sun; sun *= sun;
  sun *= sun; sun *= sun; sun *= sun; sun *= sun; sun *= sun;
  color += vec3(1.0, 0.9, 0.75) * sun * 4.0;

  // A gas giant: soft bands, limb darkening, lit from the sun's side (a crescent).
  vec3 local = vMoonLocal;
  float r2 = dot(local, local);
  float disc = (1.0 - smoothstep(0.91, 1.0, r2)) * step(0.0, dot(d, uMoonDir));
  float bands = wave(local.y * 17.0 + (wave(local.x * 6.0) - 0.5) * 1.4 - 1.5708);
  float limb = sqrt(max(0.0, 1.0 - r2));
  vec3 normal = normalize(local - uMoonDir * limb);
  float lit = smoothstep(-0.1, 0.35, dot(normal, uSunDir));
  vec3 body = uMoonColor * (0.8 + 0.2 * bands) * (0.3 + 0.7 * limb);
  color = mix(color, body * (0.12 + 0.88 * lit), disc);

  // Sparse stars, only where the sky is dark enough to show them.
  float star = step(0.9975, hash(floor(d * 260.0))) * smoothstep(0.25, 0.8, elevation);
  color += vec3(star) * 0.8 * (1.0 - disc);
  gl_FragColor = vec4(color, 1.0);
}
