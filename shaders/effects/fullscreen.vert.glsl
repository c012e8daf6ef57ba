// A full-screen quad in clip space, for passes that read one texture into another.
varying vec2 vUv;

void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}
