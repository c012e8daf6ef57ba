uniform float uTime;
uniform float uOpacity;

varying float vSide;
varying float vAlong;
varying vec3 vColor;

void main() {
  float edge = 1.0 - abs(vSide);
  float body = smoothstep(0.0, 0.7, edge);
  // Light pulses travel along each lane: traffic on the hyperspace routes. (0.5 + 0.5 sin)^4 as a
  // smoothed triangle wave squared twice: no sin or pow a pixel.
  float t = abs(fract((vAlong * 0.16 - uTime * 1.8) * 0.15915494) * 2.0 - 1.0);
  float flow = t * t * (3.0 - 2.0 * t);
  flow *= flow;
  flow *= flow;
  vec3 color = mix(vColor, vec3(0.7, 0.95, 1.0), 0.35) * (0.55 + 0.9 * flow);
  gl_FragColor = vec4(color, body * uOpacity * (0.55 + 0.45 * flow));
}
