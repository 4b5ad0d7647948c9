import { SERVICES } from '@wellness/contracts';
import { ensureTemplate } from './infrastructure';

/** Once per integration run: a migrated template database per service. */
export default async function globalSetup(): Promise<void> {
  for (const service of SERVICES) await ensureTemplate(service);
}
