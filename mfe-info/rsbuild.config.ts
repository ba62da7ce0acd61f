import { portFor } from '@portal/config/ports';
import { createPortalConfig } from '@portal/config/rsbuild';

export default createPortalConfig({
  role: 'remote',
  name: 'mfe_info',
  appDir: import.meta.dirname,
  port: portFor('info'),
  exposes: { './routes': './src/routes.ts' },
  shellOrigin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${portFor('shell')}`,
});
