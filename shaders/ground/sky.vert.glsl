// The sky dome. Its horizon-to-zenith gradient and the sun's wide glow change slowly, so they are
// worked out per vertex; so is the gas giant's disc coordinate, which is linear in the direction.
uniform vec3 uHorizon;
uniform vec3 uZenith;
uniform vec3 uSunDir;
uniform vec3 uMoonDir;

varying vec3 vDirection;
varying vec3 vGradient;
varying vec3 vMoonLocal;

void main() {
  vDirection = normalize(position);
  vec3 color = mix(uHorizon, uZenith, pow(max(0.0, vDirection.y), 0.45));
  float sun = max(0.0, dot(vDirection, uSunDir));
  float s4 = sun * sun * sun * sun;
  color += vec3(1.0, 0.9, 0.75) * s4 * s4 * s4 * 0.35;
  vGradient = color;
  vMoonLocal = (vDirection - uMoonDir * dot(vDirection, uMoonDir)) / 0.094;
  vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
  gl_Position = projectionMatrix * viewPosition;
}
