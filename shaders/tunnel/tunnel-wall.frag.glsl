// A light filament on the tunnel wall: a sharp line across, dashed along. Added to the wall's
// deep blue, which is the clear colour: only the filaments' pixels run this shader.
uniform float uGlow;

varying float vAcross;
varying float vDash;
varying float vDepthFade;
varying float vHue;

void main() {
  float t = 1.0 - vAcross * vAcross;
  float line = t * t * t * t * t;
  float dash = smoothstep(0.4, 1.0, sin(vDash));
  vec3 color = mix(vec3(0.25, 0.8, 1.0) * 1.6, vec3(0.6, 0.4, 1.0) * 1.3, vHue);
  gl_FragColor = vec4(color * line * dash * uGlow * vDepthFade * 1.5, 1.0);
}
