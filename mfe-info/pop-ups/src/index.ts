// The shell loads `./pop-up-content` from remoteEntry.js; this entry exists because every Rsbuild
// app needs one, and stays empty so it costs nothing.
export {};
