// The planet sphere: the fragment shader paints it from the object-space position (seeded noise).
uniform vec3 uLightDir;

varying vec3 vObject;
varying vec3 vNormal;
varying vec3 vView;
varying vec3 vLight;

void main() {
  vObject = position;
  vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
  vNormal = normalize(normalMatrix * normal);
  vView = normalize(-viewPosition.xyz);
  vLight = normalize((viewMatrix * vec4(uLightDir, 0.0)).xyz);
  gl_Position = projectionMatrix * viewPosition;
}
