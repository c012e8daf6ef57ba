// Tunnel rings: one annulus per ring, merged into one geometry; each ring's depth comes from its index.
uniform float uTravel;
uniform float uLength;
uniform float uCount;
uniform float uMidRadius;
uniform float uTime;

attribute float aCopy;
/** Angle around the ring, 0..2π, continuous across its seam (the seam's vertices are doubled). */
attribute float aAngle;

varying float vFade;
varying float vAngle;
varying vec3 vColor;
varying float vAcross;

void main() {
  float z = -uLength + mod(aCopy / uCount * uLength + uTravel * 0.6, uLength);
  vec3 p = position;
  p.z += z;
  // Inner vertices 0, outer 1: interpolated, it runs across the band.
  vAcross = step(uMidRadius, length(position.xy));
  vAngle = aAngle;
  vColor = mix(vec3(0.2, 0.85, 1.0), vec3(0.55, 0.45, 1.0), 0.5 + 0.5 * sin(aAngle * 2.0 + uTime));
  vFade = smoothstep(-uLength, -uLength * 0.55, z) * smoothstep(-1.0, -8.0, z);
  gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
}
