varying vec3 vDirection;

void main() {
  vDirection = normalize(position);
  vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
  gl_Position = projectionMatrix * viewPosition;
}
