/** Style imports, for TypeScript: Rsbuild bundles them. */
declare module '*.css';
