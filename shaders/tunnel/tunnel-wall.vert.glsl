// The tunnel wall's light filaments: thin quads along the wall (the wall itself is the clear
// colour), their dashes scrolled by the distance flown.
uniform float uTravel;
uniform float uLength;

attribute float aAcross;
attribute float aAlong;
attribute vec3 aDash; // frequency, phase, hue

varying float vAcross;
varying float vDash;
varying float vDepthFade;
varying float vHue;

void main() {
  vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
  float depth = -viewPosition.z;
  // Near the camera the filaments sweep past the screen's edge: fade them there.
  vDepthFade = exp(-depth * 0.012) * smoothstep(6.0, 40.0, depth);
  // Linear along the wall, so interpolating it is exact.
  vDash = (aAlong * uLength * 0.08 - uTravel * 0.05) * aDash.x + aDash.y;
  vAcross = aAcross;
  vHue = aDash.z;
  gl_Position = projectionMatrix * viewPosition;
}
