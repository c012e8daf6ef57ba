// The atmosphere shell, drawn from its back faces: brightest just off the limb, gone at its edge.
uniform vec3 uColor;
uniform float uThickness;

varying vec3 vNormal;
varying vec3 vView;
varying vec3 vLight;

void main() {
  vec3 n = normalize(vNormal);
  float depth = smoothstep(0.0, uThickness, -dot(n, vView));
  // depth^1.5, near the old depth^1.6, without a pow a pixel.
  float glow = depth * sqrt(depth);
  float day = smoothstep(-0.45, 0.6, dot(n, vLight));
  gl_FragColor = vec4(uColor * glow * (0.15 + 1.1 * day), glow * (0.2 + 0.8 * day));
}
