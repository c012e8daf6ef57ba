// Tunnel rings: one annulus per ring, merged into one geometry; each ring's depth comes from its index.
uniform float uTravel;
uniform float uLength;
uniform float uCount;
uniform float uMidRadius;

attribute float aCopy;

varying float vFade;
varying vec2 vPlane;
varying float vAcross;

void main() {
  float id = aCopy;
  float z = -uLength + mod(id / uCount * uLength + uTravel * 0.6, uLength);
  vec3 p = position;
  p.z += z;
  // Inner vertices 0, outer 1: interpolated, it runs across the band.
  vAcross = step(uMidRadius, length(position.xy));
  // The angle is taken per fragment: interpolating atan() would tear at the ±π seam.
  vPlane = position.xy;
  vFade = smoothstep(-uLength, -uLength * 0.55, z) * smoothstep(-1.0, -8.0, z);
  gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
}
