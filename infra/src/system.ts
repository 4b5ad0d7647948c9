import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gatewayEnv, serviceEnv, type Infrastructure } from './env';
import { info, seconds, warn } from './log';
import { ROOT } from './paths';
import { assertPortsFree } from './processes/ports';
import type { Supervisor } from './processes/supervisor';
import { waitReady } from './processes/wait-ready';
import { workerHealthPort, type Settings } from './settings';
import { GATEWAY_MAIN, type ServiceInfo } from './services';

const MAILDEV_BIN = join(ROOT, 'node_modules/maildev/bin/maildev');

/** Fails before anything is prepared when a port of the system is taken. */
export async function assertSystemPortsFree(settings: Settings, services: ServiceInfo[]) {
  await assertPortsFree(portsOf(settings, services));
}

function portsOf(settings: Settings, services: ServiceInfo[]) {
  const hint =
    settings.mode === 'start'
      ? 'set PORT, <SERVICE>_PORT, MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT'
      : 'test ports are fixed';
  return [
    { name: 'gateway', port: settings.gatewayPort, hint },
    ...services
      .filter((s) => s.api)
      .map((s) => ({ name: s.name, port: settings.servicePorts[s.name], hint })),
    { name: 'maildev smtp', port: settings.smtpPort, hint },
    { name: 'maildev web', port: settings.mailWebPort, hint },
  ];
}

/**
 * MailDev, each service's API and workers, and the gateway, started together; resolves when every
 * API and worker (on its HEALTH_PORT) answers /ready, the gateway /api/health and MailDev its REST API.
 */
export async function startSystem(
  settings: Settings,
  infra: Infrastructure,
  services: ServiceInfo[],
  supervisor: Supervisor,
): Promise<void> {
  const started = Date.now();
  const waits: Promise<void>[] = [];

  const maildevArgs = [
    '--smtp',
    String(settings.smtpPort),
    '--web',
    String(settings.mailWebPort),
    '--ip',
    '127.0.0.1',
  ];
  const maildev = supervisor.start(
    'maildev',
    process.execPath,
    [MAILDEV_BIN, ...maildevArgs],
    process.env,
  );
  waits.push(
    waitReady(maildev, `http://127.0.0.1:${settings.mailWebPort}/email`, settings.readyTimeoutMs),
  );

  for (const svc of services) {
    const env = serviceEnv(settings, infra, svc.name);
    if (!svc.api)
      warn(`${svc.name}: services/${svc.name}/src/main.ts does not exist yet — not started`);
    else {
      const api = supervisor.startTs(svc.name, svc.api, env);
      waits.push(
        waitReady(
          api,
          `http://127.0.0.1:${settings.servicePorts[svc.name]}/ready`,
          settings.readyTimeoutMs,
        ),
      );
    }
    for (const worker of svc.workers) {
      const port = workerHealthPort(settings, svc.name, worker);
      const started = supervisor.startTs(
        worker.name,
        worker.file,
        { ...env, HEALTH_PORT: String(port) },
        worker.nodeFlags,
      );
      waits.push(waitReady(started, `http://127.0.0.1:${port}/ready`, settings.readyTimeoutMs));
    }
  }

  if (!existsSync(GATEWAY_MAIN))
    warn('gateway: services/gateway/src/main.ts does not exist yet — not started');
  else {
    const gateway = supervisor.startTs('gateway', GATEWAY_MAIN, gatewayEnv(settings, infra));
    waits.push(
      waitReady(
        gateway,
        `http://127.0.0.1:${settings.gatewayPort}/api/health`,
        settings.readyTimeoutMs,
      ),
    );
  }

  await Promise.all(waits);
  info(`system ready in ${seconds(Date.now() - started)}`);
}
