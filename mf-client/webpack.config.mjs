import { createFederatedConfig } from '../packages/ui/webpack/create-config.mjs';

export default createFederatedConfig({
  name: 'mf-client',
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './App': './src/App.tsx' },
});
