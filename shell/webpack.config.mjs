import { createFederatedConfig } from '../packages/ui/webpack/create-config.mjs';

export default createFederatedConfig({ name: 'shell', dir: import.meta.dirname, kind: 'host' });
