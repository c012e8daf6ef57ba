// The bloom laid over the frame: a coarse full-screen grid that reads the blurred bloom at its
// vertices (it is smooth at that scale), so the frame's pixels only interpolate a colour. Each
// cell has vertices of its own and reads its four corners: where none of them holds bloom enough
// to change a pixel (half a step of 8 bits), the cell collapses to a point and draws nothing, so
// the blended pass only covers what glows.
uniform sampler2D uBloom;
uniform float uIntensity;
uniform vec2 uCell;

attribute vec2 aCell;

varying vec3 vColor;

float strongest(vec2 uv) {
  vec3 c = texture2D(uBloom, uv).rgb;
  return max(c.r, max(c.g, c.b));
}

void main() {
  vColor = texture2D(uBloom, position.xy * 0.5 + 0.5).rgb * uIntensity;
  float most = max(max(strongest(aCell), strongest(aCell + vec2(uCell.x, 0.0))), max(strongest(aCell + vec2(0.0, uCell.y)), strongest(aCell + uCell)));
  float shows = step(0.5 / 255.0, most * uIntensity);
  gl_Position = vec4(mix(vec2(-2.0), position.xy, shows), 0.0, 1.0);
}
