// Star systems: one instanced quad each, coloured and sized by danger through the instance data.
uniform float uSelected;
uniform float uCurrent;
uniform float uHovered;

varying vec2 vUv;
varying vec3 vColor;
varying float vSelected;
varying float vCurrent;
varying float vHovered;

void main() {
  vUv = uv * 2.0 - 1.0;
#ifdef USE_INSTANCING_COLOR
  vColor = instanceColor;
#else
  vColor = vec3(1.0);
#endif
  // Instance ids compared in the shader: changing the selection is one uniform write.
  float id = float(gl_InstanceID);
  vSelected = 1.0 - step(0.5, abs(id - uSelected));
  vCurrent = 1.0 - step(0.5, abs(id - uCurrent));
  vHovered = 1.0 - step(0.5, abs(id - uHovered));
  gl_Position = projectionMatrix * modelViewMatrix * instanceMatrix * vec4(position, 1.0);
}
