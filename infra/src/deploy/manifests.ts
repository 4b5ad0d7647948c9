import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../paths';

/** Reading docker-compose.yml and infra/k8s/*.yaml for the deploy-config test. */

export interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

export function loadCompose(): { services: Record<string, ComposeService> } {
  return parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
}

/** `${NAME:-default}` → default, `${NAME:?message}` / `${NAME}` → a stand-in value, as compose would with NAME set. */
export function interpolate(value: string | number, standIn = 'x'.repeat(48)): string {
  return String(value).replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_m, _name, op, rest) =>
    op === '-' ? rest : standIn,
  );
}

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

export const K8S_DIR = join(ROOT, 'infra/k8s');

/** Every YAML file under infra/k8s (kustomization files, resources and patches), absolute paths. */
export function k8sFiles(dir = K8S_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => join(dir, f));
}

export interface K8sContainer {
  name: string;
  image?: string;
  command?: string[];
  workingDir?: string;
  env?: {
    name: string;
    value?: string;
    valueFrom?: {
      secretKeyRef?: { name: string; key: string };
      configMapKeyRef?: { name: string; key: string };
    };
  }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  resources?: { requests?: object; limits?: object };
}

/**
 * The environment a container would see, resolved against the ConfigMaps and Secrets in the
 * manifests; throws when a reference points at a missing object or key.
 */
export function containerEnv(
  container: K8sContainer,
  objects: K8sObject[],
): Record<string, string> {
  const source = (kind: string, name: string) => {
    const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
    if (!found) throw new Error(`${container.name}: ${kind} ${name} is not defined`);
    return { ...found.data, ...found.stringData };
  };
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, source('ConfigMap', from.configMapRef.name));
    if (from.secretRef) Object.assign(env, source('Secret', from.secretRef.name));
  }
  for (const item of container.env ?? []) {
    const ref = item.valueFrom?.secretKeyRef ?? item.valueFrom?.configMapKeyRef;
    if (!ref) {
      env[item.name] = item.value ?? '';
      continue;
    }
    const values = source(item.valueFrom?.secretKeyRef ? 'Secret' : 'ConfigMap', ref.name);
    if (!(ref.key in values))
      throw new Error(
        `${container.name}: ${item.name} refers to missing key ${ref.name}.${ref.key}`,
      );
    env[item.name] = values[ref.key];
  }
  return env;
}
