// The async boundary: shared libraries (React, the router, the session) are negotiated with the
// remotes before any code that uses them runs. Nothing is shared eagerly.
import('./bootstrap.tsx');
