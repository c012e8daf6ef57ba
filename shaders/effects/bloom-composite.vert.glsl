// The bloom laid over the frame: a coarse full-screen grid that reads the blurred bloom at its
// vertices (it is smooth at that scale), so the frame's pixels only interpolate a colour.
uniform sampler2D uBloom;
uniform float uIntensity;

varying vec3 vColor;

void main() {
  vColor = texture2D(uBloom, position.xy * 0.5 + 0.5).rgb * uIntensity;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}
