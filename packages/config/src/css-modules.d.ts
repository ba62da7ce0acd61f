/** A CSS Module: its class names, scoped by the build (`.pagination` → `pagination-a1B2c3`). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string | undefined>>;
  export default classes;
}

/** Global style sheets, for TypeScript: Rsbuild bundles them. Only the shell's tokens and resets. */
declare module '*.css';
