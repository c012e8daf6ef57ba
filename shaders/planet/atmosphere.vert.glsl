// The atmosphere shell, only where it shows: the band of its far side between the shell's own
// silhouette and the planet's edge. The rest of the shell is hidden behind the planet, and a
// software renderer would shade every hidden pixel of it (it has no early depth test).
// uv.x runs around the view axis, uv.y across the band; everything is in the planet's frame.
// The glow, brightest just off the limb and gone at the shell's edge, changes smoothly across
// the band's rows and around it, so it is worked out here, per vertex.
uniform vec3 uLightDir;
uniform vec3 uCameraLocal;
uniform float uShell;
uniform vec3 uColor;
uniform float uThickness;

varying vec4 vColor;

void main() {
  float d = max(length(uCameraLocal), uShell + 0.01);
  vec3 pole = uCameraLocal / d;
  // Polar angles from the camera's side: the shell's silhouette, then where the planet (radius 1)
  // starts to hide it, a little further to cover the planet's faceted edge.
  float near = acos(uShell / d);
  float far = acos(clamp((1.0 - sqrt((uShell * uShell - 1.0) * (d * d - 1.0))) / (d * uShell), -1.0, 1.0)) + 0.06;
  float theta = mix(near - 0.01, far, uv.y);
  float phi = uv.x * 6.28318530718;
  vec3 e1 = normalize(cross(pole, abs(pole.y) < 0.99 ? vec3(0.0, 1.0, 0.0) : vec3(1.0, 0.0, 0.0)));
  vec3 e2 = cross(pole, e1);
  vec3 direction = sin(theta) * (cos(phi) * e1 + sin(phi) * e2) + cos(theta) * pole;

  vec4 viewPosition = modelViewMatrix * vec4(direction * uShell, 1.0);
  vec3 n = normalize(normalMatrix * direction);
  float depth = smoothstep(0.0, uThickness, -dot(n, normalize(-viewPosition.xyz)));
  float glow = pow(depth, 1.6);
  float day = smoothstep(-0.45, 0.6, dot(n, normalize((viewMatrix * vec4(uLightDir, 0.0)).xyz)));
  vColor = vec4(uColor * glow * (0.15 + 1.1 * day), glow * (0.2 + 0.8 * day));
  gl_Position = projectionMatrix * viewPosition;
}
