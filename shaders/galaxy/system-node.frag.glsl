varying vec2 vUv;
varying vec3 vColor;
varying float vSelected;
varying float vCurrent;
varying float vHovered;
varying float vPulse;

// exp(-x) for x >= 0 as 1 / (1 + x/16)^16: four squarings instead of an exp a pixel.
float fade(float x) {
  float t = 1.0 + x * 0.0625;
  t *= t;
  t *= t;
  t *= t;
  t *= t;
  return 1.0 / t;
}

void main() {
  // The quad is cropped to where the glow is still visible (fill rate is what software GPUs lack);
  // q is in the glow's own units, where the halo has faded out by 0.55.
  if (dot(vUv, vUv) > 1.0) discard;
  vec2 q = vUv * 0.55;
  float r = length(q);
  float core = smoothstep(0.15, 0.09, r);
  float halo = fade(r * r * 16.0) * (0.8 + 0.5 * vHovered);
  float corona = fade(r * 5.5) * 0.28;
  // Faint diffraction spikes: the look of a bright star through a ship's optics.
  vec2 a = abs(q);
  float spikes = (fade(a.x * 60.0 + a.y * 5.0) + fade(a.y * 60.0 + a.x * 5.0)) * 0.35;
  vec3 color = vColor * (halo + corona + spikes) * 1.3 + mix(vColor, vec3(1.0), 0.8) * core;
  float alpha = clamp(core + halo + corona + spikes, 0.0, 1.0);

  // Selected: a crisp ring. Current system: a slow breathing ring in the holo cyan.
  float ring = smoothstep(0.03, 0.0, abs(r - 0.34)) * vSelected;
  float here = smoothstep(0.03, 0.0, abs(r - (0.45 + 0.05 * vPulse))) * vCurrent * (0.75 + 0.5 * vPulse);
  color += vec3(0.85, 0.97, 1.0) * ring + vec3(0.22, 0.88, 1.0) * here;
  alpha = max(alpha, max(ring, here));
  gl_FragColor = vec4(color, alpha);
}
