uniform float uTime;
uniform float uOpacity;

varying float vSide;
varying float vAlong;
varying vec3 vColor;

void main() {
  float edge = 1.0 - abs(vSide);
  float body = smoothstep(0.0, 0.7, edge);
  // Light pulses travel along each lane: traffic on the hyperspace routes.
  float flow = pow(0.5 + 0.5 * sin(vAlong * 0.16 - uTime * 1.8), 4.0);
  vec3 color = mix(vColor, vec3(0.7, 0.95, 1.0), 0.35) * (0.55 + 0.9 * flow);
  gl_FragColor = vec4(color, body * uOpacity * (0.55 + 0.45 * flow));
}
