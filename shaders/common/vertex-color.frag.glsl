// Every pixel costs the same: the colour its vertices worked out (the land, the pad, a glow).
varying vec4 vColor;

void main() {
  gl_FragColor = vColor;
}
