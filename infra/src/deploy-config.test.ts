import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ZodObject, ZodType } from 'zod';
import { ROOT } from './paths';
import { SERVICES, WORKERS, type WorkerProcess } from './services';
import {
  containerEnv,
  interpolate,
  k8sFiles,
  K8S_DIR,
  loadCompose,
  type K8sContainer,
  type K8sObject,
} from './deploy/manifests';
import { renderKustomization } from './deploy/kustomize';

/**
 * docker-compose.yml and infra/k8s must run what the code needs: every deployable present with its
 * probes, and every variable each configSchema requires set (and valid) for its containers.
 */
const DEPLOYABLES = [...SERVICES, 'gateway'] as const;
type Deployable = (typeof DEPLOYABLES)[number];

function loadSchema(name: Deployable): ZodObject<Record<string, ZodType>> {
  const file = join(ROOT, 'services', name, 'src/config.ts');
  if (!existsSync(file)) throw new Error(`services/${name}/src/config.ts does not exist`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file).configSchema;
}

/** Keys the schema cannot do without: not optional and no default. */
function requiredKeys(schema: ZodObject<Record<string, ZodType>>): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

function problems(
  schema: ZodObject<Record<string, ZodType>>,
  env: Record<string, string>,
): string[] {
  const missing = requiredKeys(schema).filter((key) => !(key in env));
  if (missing.length) return missing.map((key) => `${key} is not set`);
  const result = schema.safeParse(env);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('configSchema of every deployable', () => {
  test.each(DEPLOYABLES)('%s exports a configSchema with required keys', (name) => {
    expect(requiredKeys(loadSchema(name)).length).toBeGreaterThan(0);
  });
});

/** How infra starts a worker (its node flags, then its entry): containers must run it the same way. */
const commandOf = (svc: string, worker: WorkerProcess) =>
  ['node', ...worker.nodeFlags, '--import', 'tsx', `services/${svc}/${worker.entry}`].join(' ');

describe('docker-compose.yml', () => {
  const { services } = loadCompose();
  // An entry without a value takes the shell's (unset here), as compose does.
  const envOf = (name: string) =>
    Object.fromEntries(
      Object.entries(services[name]?.environment ?? {})
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, interpolate(v)]),
    );

  test('has the infrastructure', () => {
    for (const name of ['postgres', 'redis', 'maildev'])
      expect(services[name]?.healthcheck).toBeDefined();
  });

  test.each(SERVICES)('%s: API, workers and migration containers', (svc) => {
    for (const name of [svc, ...WORKERS[svc].map((w) => w.name)]) {
      expect(services[name]?.healthcheck?.test.join(' ')).toMatch(/\/ready/);
      expect(services[name].depends_on?.[`${svc}-migrate`]?.condition).toBe(
        'service_completed_successfully',
      );
      expect(problems(loadSchema(svc), envOf(name))).toEqual([]);
      // Services listen on loopback by default: in a container the gateway could not reach them.
      expect(envOf(name).HOST).toBe('0.0.0.0');
    }
    for (const worker of WORKERS[svc])
      expect(services[worker.name].command?.join(' ')).toContain(commandOf(svc, worker));
    expect(services[`${svc}-migrate`].command?.join(' ')).toMatch(/prisma migrate deploy/);
    expect(envOf(`${svc}-migrate`).DATABASE_URL).toBe(envOf(svc).DATABASE_URL);
  });

  test('gateway', () => {
    expect(services.gateway?.healthcheck?.test.join(' ')).toMatch(/\/api\/health/);
    for (const svc of SERVICES) expect(services.gateway.depends_on?.[svc]).toBeDefined();
    expect(problems(loadSchema('gateway'), envOf('gateway'))).toEqual([]);
  });
});

/** What `kubectl apply -k infra/k8s` applies: the base and every service's patches, merged. */
describe('infra/k8s', () => {
  const { objects, files } = renderKustomization(K8S_DIR);
  const find = (kind: string, name: string) =>
    objects.find((o) => o.kind === kind && o.metadata.name === name);
  const containers = (o: K8sObject | undefined): K8sContainer[] =>
    o?.spec?.template?.spec?.containers ?? [];
  const podLabels = (o: K8sObject | undefined): Record<string, string> =>
    o?.spec?.template?.metadata?.labels ?? {};

  test('kustomization uses every manifest', () => {
    expect([...files].sort()).toEqual(k8sFiles().sort());
  });

  test('every object is namespaced to wellness (but the namespace itself)', () => {
    expect(find('Namespace', 'wellness')).toBeDefined();
    for (const o of objects.filter((o) => o.kind !== 'Namespace'))
      expect(o.metadata.namespace).toBe('wellness');
  });

  function expectServiceFor(deployment: K8sObject | undefined, name: string) {
    const service = find('Service', name);
    expect(service).toBeDefined();
    const labels = podLabels(deployment);
    for (const [key, value] of Object.entries(service!.spec.selector))
      expect(labels[key]).toBe(value);
  }

  function expectProbesAndResources(deployment: K8sObject | undefined) {
    expect(deployment).toBeDefined();
    expect(deployment!.spec.selector.matchLabels).toEqual(
      expect.objectContaining(
        Object.fromEntries(Object.entries(deployment!.spec.selector.matchLabels)),
      ),
    );
    for (const [key, value] of Object.entries(deployment!.spec.selector.matchLabels)) {
      expect(podLabels(deployment)[key]).toBe(value);
    }
    for (const container of containers(deployment)) {
      expect(container.readinessProbe).toBeDefined();
      expect(container.livenessProbe).toBeDefined();
      expect(container.resources?.requests).toBeDefined();
      expect(container.resources?.limits).toBeDefined();
    }
  }

  test.each(SERVICES)(
    '%s: API Deployment + Service, worker Deployments, migration Job, env',
    (svc) => {
      const api = find('Deployment', svc);
      expectProbesAndResources(api);
      expect(api!.spec.replicas).toBeGreaterThanOrEqual(2);
      const [container] = containers(api);
      expect(container.readinessProbe).toMatchObject({ httpGet: { path: '/ready' } });
      expect(container.livenessProbe).toMatchObject({ httpGet: { path: '/health' } });
      expectServiceFor(api, svc);

      const workers = WORKERS[svc].map((w) => {
        const worker = find('Deployment', w.name);
        expectProbesAndResources(worker);
        expect(containers(worker)[0]!.command?.join(' ')).toBe(commandOf(svc, w));
        return containers(worker)[0]!;
      });

      const job = find('Job', `${svc}-migrate`);
      expect(job).toBeDefined();
      const [migrate] = containers(job);
      expect(migrate.workingDir).toBe(`/app/services/${svc}`);
      expect(containerEnv(migrate, objects).DATABASE_URL).toBe(
        containerEnv(container, objects).DATABASE_URL,
      );

      for (const c of [container, ...workers]) {
        expect(problems(loadSchema(svc), containerEnv(c, objects))).toEqual([]);
        expect(containerEnv(c, objects).HOST).toBe('0.0.0.0');
      }
    },
  );

  test("no Deployment's selector takes another's pods", () => {
    const deployments = objects.filter((o) => o.kind === 'Deployment');
    for (const d of deployments)
      for (const other of deployments.filter((o) => o !== d)) {
        const labels = podLabels(other);
        const selects = Object.entries(d.spec.selector.matchLabels as Record<string, string>).every(
          ([key, value]) => labels[key] === value,
        );
        expect({ [d.metadata.name]: other.metadata.name, selects }).toMatchObject({
          selects: false,
        });
      }
  });

  test('gateway: Deployment, Service and Ingress', () => {
    const gateway = find('Deployment', 'gateway');
    expectProbesAndResources(gateway);
    expect(gateway!.spec.replicas).toBeGreaterThanOrEqual(2);
    expectServiceFor(gateway, 'gateway');
    const ingress = objects.find((o) => o.kind === 'Ingress');
    expect(JSON.stringify(ingress?.spec)).toContain('"name":"gateway"');
    expect(problems(loadSchema('gateway'), containerEnv(containers(gateway)[0], objects))).toEqual(
      [],
    );
  });

  test('each service reads only its own database URL', () => {
    for (const svc of SERVICES) {
      const env = containerEnv(containers(find('Deployment', svc))[0], objects);
      expect(env.DATABASE_URL).toMatch(new RegExp(`/wellness_${svc}$`));
    }
  });
});
