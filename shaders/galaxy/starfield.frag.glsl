varying vec3 vColor;
varying float vTwinkle;

void main() {
  float d = length(gl_PointCoord - 0.5) * 2.0;
  // A bright core with a soft falloff reads as a star, not a square: (1 - d)², near (1 - d)^2.2
  // without a pow a pixel.
  float t = max(0.0, 1.0 - d);
  float alpha = t * t;
  if (alpha < 0.02) discard;
  gl_FragColor = vec4(vColor * (0.55 + 0.75 * vTwinkle), alpha);
}
