/** hls.js's light build (no subtitle, alternate-audio or DRM code) has the full build's types. */
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
  export * from 'hls.js';
}
