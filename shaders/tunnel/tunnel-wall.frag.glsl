// Light streaks racing along the tunnel wall: sines only (no noise), so software GPUs keep up.
uniform float uTravel;
uniform float uGlow;
uniform float uFlash;
uniform float uLength;

varying vec2 vUv;
varying float vDepth;

// One family of thin filaments around the wall, each broken into dashes with its own phase.
float streaks(float around, float along, float count, float seed) {
  float f = around * count;
  float id = floor(f + 0.5);
  float line = pow(cos((f - id) * 3.14159), 160.0);
  float dash = smoothstep(0.4, 1.0, sin(along * (2.0 + fract(id * 0.618) * 2.0) + id * 2.4 + seed));
  return line * dash;
}

void main() {
  float around = vUv.x;
  float along = vUv.y * uLength * 0.08 - uTravel * 0.05;
  float a = streaks(around, along, 29.0, 0.0);
  float b = streaks(around + 0.013, along * 1.3, 47.0, 1.7);
  // A slow swell of light travelling towards the viewer.
  float swell = pow(0.5 + 0.5 * sin(along * 0.9 + sin(around * 31.4) * 0.5), 4.0);
  // Near the camera the wall fills the screen edge: fade the streaks there, or they read as wedges.
  float depthFade = exp(-vDepth * 0.012) * smoothstep(6.0, 40.0, vDepth);
  vec3 deep = vec3(0.008, 0.012, 0.05);
  vec3 cyan = vec3(0.25, 0.8, 1.0);
  vec3 violet = vec3(0.6, 0.4, 1.0);
  vec3 energy = cyan * a * 1.6 + violet * b * 1.3 + mix(cyan, violet, 0.6) * swell * 0.07;
  vec3 color = deep + energy * uGlow * depthFade * 1.5;
  color += vec3(0.9, 0.95, 1.0) * uFlash;
  gl_FragColor = vec4(color, 1.0);
}
