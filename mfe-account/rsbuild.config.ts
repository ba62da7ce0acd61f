import { portFor } from '@portal/config/ports';
import { createPortalConfig } from '@portal/config/rsbuild';

export default createPortalConfig({
  role: 'remote',
  name: 'mfe_account',
  appDir: import.meta.dirname,
  port: portFor('account'),
  exposes: { './routes': './src/routes.ts' },
  shellOrigin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${portFor('shell')}`,
});
