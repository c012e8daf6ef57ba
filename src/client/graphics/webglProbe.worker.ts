/// <reference lib="webworker" />
import { readWebglProbe } from './webglProbe';

// The WebGL probe off the page's thread (webglSupport.probeWebgl): one context, read and released.
postMessage(readWebglProbe(new OffscreenCanvas(1, 1).getContext('webgl2')));
