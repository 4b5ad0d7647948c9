import { printBanner } from '../banner';
import { InfraError, error, info } from '../log';
import { prepareSystem } from '../prepare';
import { reportDeath, Supervisor } from '../processes/supervisor';
import { settingsFor } from '../settings';
import { discoverServices } from '../services';
import { onStopSignal } from '../signals';
import { assertSystemPortsFree, startSystem } from '../system';

/** `npm start`: provision, prepare and run the whole system until Ctrl-C / SIGTERM or a crash. */
export async function start(args: string[]): Promise<number> {
  const unknown = args.filter((a) => a !== '--skip-build');
  if (unknown.length)
    throw new InfraError(`unknown option(s) ${unknown.join(' ')} (npm start -- [--skip-build])`);
  const settings = settingsFor('start');
  const services = discoverServices();
  await assertSystemPortsFree(settings, services);
  const infra = await prepareSystem(settings, services, { build: !args.includes('--skip-build') });

  let finish: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => (finish = resolve));
  const supervisor = new Supervisor((proc) => {
    reportDeath(proc);
    error('stopping everything because a process died');
    finish(1);
  });
  let stopping = false;
  onStopSignal((signal) => {
    if (!stopping) info(`${signal} received`);
    stopping = true;
    finish(0);
  });

  try {
    const outcome = await Promise.race([
      startSystem(settings, infra, services, supervisor).then(() => 'ready'),
      finished,
    ]);
    if (outcome !== 'ready') return outcome as number;
    printBanner(settings);
    return await finished;
  } finally {
    await supervisor.stopAll();
    await infra.release();
  }
}
