// The sky dome. Its horizon-to-zenith gradient changes slowly, so it is worked out per vertex.
uniform vec3 uHorizon;
uniform vec3 uZenith;

varying vec3 vDirection;
varying vec3 vGradient;

void main() {
  vDirection = normalize(position);
  vGradient = mix(uHorizon, uZenith, pow(max(0.0, vDirection.y), 0.45));
  vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
  gl_Position = projectionMatrix * viewPosition;
}
