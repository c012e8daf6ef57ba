// Bakes the tunnel wall's light streaks once per tunnel: u goes around the wall, v along one
// period of the pattern (STREAK_PERIOD world units of `along`). Each dash frequency is a whole
// number of cycles per period, so the texture repeats seamlessly as the wall scrolls.
// r: the cyan filaments, g: the violet ones, b: the slow swell of light.
#define STREAK_PERIOD 50.26548246
#define CYCLES_PER_UNIT 8.0

in vec2 vUv;
layout(location = 0) out highp vec4 outStreaks;

// A frequency (radians per unit) rounded to whole cycles per period.
float periodic(float frequency) {
  return floor(frequency * CYCLES_PER_UNIT + 0.5) / CYCLES_PER_UNIT;
}

float streaks(float around, float along, float count, float stretch, float seed) {
  float f = around * count;
  float id = floor(f + 0.5);
  float line = pow(cos((f - id) * 3.14159), 160.0);
  float dash = smoothstep(0.4, 1.0, sin(along * periodic((2.0 + fract(id * 0.618) * 2.0) * stretch) + id * 2.4 + seed));
  return line * dash;
}

void main() {
  float around = vUv.x;
  float along = vUv.y * STREAK_PERIOD;
  float a = streaks(around, along, 29.0, 1.0, 0.0);
  float b = streaks(fract(around + 0.013), along, 47.0, 1.3, 1.7);
  float swell = pow(0.5 + 0.5 * sin(along * periodic(0.9) + sin(around * 31.4159) * 0.5), 4.0);
  outStreaks = vec4(a, b, swell, 1.0);
}
