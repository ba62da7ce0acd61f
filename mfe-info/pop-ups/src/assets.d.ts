/** An imported image is its URL on this build's origin (Rsbuild emits the file and returns where it lives). */
declare module '*.svg' {
  const url: string;
  export default url;
}
