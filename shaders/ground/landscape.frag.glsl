// Every pixel of the land costs the same: the colour the vertices worked out.
varying vec4 vColor;

void main() {
  gl_FragColor = vColor;
}
