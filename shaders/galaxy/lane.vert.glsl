// Hyperspace lanes: ribbons widened on the GPU, so they keep a constant on-screen width.
uniform float uWidth;

attribute vec2 aNormal;
attribute float aSide;
attribute float aAlong;
attribute vec3 aColor;

varying float vSide;
varying float vAlong;
varying vec3 vColor;

void main() {
  vec3 p = position;
  p.xy += aNormal * aSide * uWidth;
  vSide = aSide;
  vAlong = aAlong;
  vColor = aColor;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
}
