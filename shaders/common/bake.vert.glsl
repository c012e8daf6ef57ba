// A full-screen quad in clip space: each fragment is one texel of a baked texture.
out vec2 vUv;

void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}
