// Streak stars: 150 quads merged into one draw call, moved entirely on the GPU from uTravel.
uniform float uTravel;
uniform float uStretch;
uniform float uLength;

attribute vec4 aStar; // angle, radius, start depth 0..1, speed jitter

varying vec2 vUv;
varying float vFade;
varying float vHue;

void main() {
  float angle = aStar.x;
  float radius = aStar.y;
  float speed = 0.75 + 0.5 * aStar.w;
  // Depth from -uLength (far) to 0 (at the camera), wrapping round as the ship flies on.
  float z = -uLength + mod(aStar.z * uLength + uTravel * speed, uLength);
  vec3 radial = vec3(cos(angle), sin(angle), 0.0);
  vec3 tangent = vec3(-radial.y, radial.x, 0.0);
  float len = 0.15 + uStretch * (6.0 + 14.0 * aStar.w);
  float width = 0.05 + 0.07 * aStar.w;
  vec3 p = radial * radius + tangent * (position.x * width) + vec3(0.0, 0.0, z - position.y * len);
  vUv = vec2(position.x + 0.5, position.y);
  // Fade out as the head nears the camera: a streak passing the lens would smear across the screen.
  vFade = smoothstep(-uLength, -uLength * 0.6, z) * smoothstep(-2.0, -16.0, z);
  vHue = aStar.w;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
}
