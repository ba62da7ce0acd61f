// A remote has no page of its own: the shell loads `./routes` from remoteEntry.js. This entry
// exists because every Rsbuild app needs one; it stays empty so it costs nothing.
export {};
