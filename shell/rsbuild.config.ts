import { portFor } from '@portal/config/ports';
import { createPortalConfig } from '@portal/config/rsbuild';

export default createPortalConfig({
  role: 'host',
  name: 'shell',
  title: 'Island Rewards',
  appDir: import.meta.dirname,
  port: portFor('shell'),
  bffOrigin: `http://localhost:${process.env.BFF_DEV_PORT ?? 3010}`,
});
