/**
 * The baseline page: raw WebGL 2 drawing 1000 points every frame, nothing else. The scene
 * benchmark divides each scene's frame time by this page's, measured in the same browser run.
 */
export const BASELINE_PAGE = `<!doctype html>
<html><body style="margin:0;background:#000">
<canvas id="c" style="display:block;width:100vw;height:100vh"></canvas>
<script>
  const canvas = document.getElementById('c');
  canvas.width = innerWidth;
  canvas.height = innerHeight;
  const gl = canvas.getContext('webgl2', { antialias: true });
  const compile = (type, source) => { const s = gl.createShader(type); gl.shaderSource(s, source); gl.compileShader(s); return s; };
  const program = gl.createProgram();
  gl.attachShader(program, compile(gl.VERTEX_SHADER, '#version 300 es\\nin vec2 p; uniform float t; void main() { gl_Position = vec4(p * (0.95 + 0.05 * sin(t)), 0.0, 1.0); gl_PointSize = 2.0; }'));
  gl.attachShader(program, compile(gl.FRAGMENT_SHADER, '#version 300 es\\nprecision mediump float; out vec4 c; void main() { c = vec4(1.0); }'));
  gl.linkProgram(program);
  gl.useProgram(program);
  const points = new Float32Array(2000);
  for (let i = 0; i < 2000; i++) points[i] = Math.random() * 2 - 1;
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, points, gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  const time = gl.getUniformLocation(program, 't');
  const draw = (t) => {
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.uniform1f(time, t / 1000);
    gl.drawArrays(gl.POINTS, 0, 1000);
  };
  // Timed exactly like the game's frames: draw, then read a pixel back so the GPU has finished.
  window.timeFrames = (count) => {
    const pixel = new Uint8Array(4);
    const times = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      draw(start);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      times.push(performance.now() - start);
    }
    return times;
  };
  const frame = (t) => {
    draw(t);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
</script>
</body></html>`;
