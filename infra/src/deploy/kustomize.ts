import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import type { K8sObject } from './manifests';

/**
 * Renders a kustomization as `kubectl kustomize` would, for the part of kustomize our manifests use,
 * so the deploy-config test can read the merged objects without kubectl:
 * - `resources`: YAML files, and folders with their own kustomization;
 * - `components` (kind: Component): applied to the resources gathered so far;
 * - `patches`: strategic merge patches, each applied to the objects its `target` selects (kind, name
 *   as an anchored regular expression, labelSelector with `=`, `==` and `!=`), or without a target to
 *   the object of the patch's own kind and name. Lists merge by their Kubernetes merge key (containers
 *   and env by name, container ports by containerPort, Service ports by port, ...); other lists are
 *   replaced, and `null` deletes a field;
 * - `namespace`, `labels` (pairs, includeSelectors, includeTemplates) and `images` (newName, newTag).
 * Transformers run in kustomize's order: patches, namespace, labels, images. Anything else throws,
 * so a manifest that uses more of kustomize fails this renderer loudly instead of rendering wrong.
 */
export interface Rendered {
  objects: K8sObject[];
  /** Every file the rendering read (kustomization files, resources, patches). */
  files: Set<string>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Target {
  kind?: string;
  name?: string;
  labelSelector?: string;
}
interface PatchEntry {
  path?: string;
  patch?: string;
  target?: Target;
}
interface LabelsEntry {
  pairs: Record<string, string>;
  includeSelectors?: boolean;
  includeTemplates?: boolean;
}
interface ImageEntry {
  name: string;
  newName?: string;
  newTag?: string;
}
interface Kustomization {
  apiVersion?: string;
  kind?: 'Kustomization' | 'Component';
  resources?: string[];
  components?: string[];
  namespace?: string;
  labels?: LabelsEntry[];
  images?: ImageEntry[];
  patches?: PatchEntry[];
}

const FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'components',
  'namespace',
  'labels',
  'images',
  'patches',
]);
const SUBFIELDS: Record<string, Set<string>> = {
  patches: new Set(['path', 'patch', 'target']),
  target: new Set(['kind', 'name', 'labelSelector']),
  labels: new Set(['pairs', 'includeSelectors', 'includeTemplates']),
  images: new Set(['name', 'newName', 'newTag']),
};

function unsupported(where: string, what: string): never {
  throw new Error(`${where}: ${what} is not supported by infra/src/deploy/kustomize.ts`);
}

function checkKeys(where: string, value: object, allowed: Set<string>, what: string) {
  for (const key of Object.keys(value))
    if (!allowed.has(key)) unsupported(where, `${what} "${key}"`);
}

function readKustomization(dir: string, files: Set<string>): Kustomization {
  const file = join(dir, 'kustomization.yaml');
  files.add(file);
  const k = parse(readFileSync(file, 'utf8')) as Kustomization;
  checkKeys(file, k, FIELDS, 'field');
  for (const p of k.patches ?? []) {
    checkKeys(file, p, SUBFIELDS.patches, 'patch field');
    if (p.target) checkKeys(file, p.target, SUBFIELDS.target, 'target field');
  }
  for (const l of k.labels ?? []) checkKeys(file, l, SUBFIELDS.labels, 'labels field');
  for (const i of k.images ?? []) checkKeys(file, i, SUBFIELDS.images, 'images field');
  return k;
}

function readObjects(file: string, files: Set<string>): K8sObject[] {
  files.add(file);
  return parseAllDocuments(readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
    return doc.toJS() as K8sObject;
  });
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The merge key of a list, by the path of field names that leads to it (as in the Kubernetes API). */
function mergeKey(path: string[], kind: string): string | undefined {
  const field = path.at(-1);
  const parent = path.at(-2);
  const inContainer = parent === 'containers' || parent === 'initContainers';
  if (field === 'containers' || field === 'initContainers') return 'name';
  if (inContainer && field === 'env') return 'name';
  if (inContainer && field === 'ports') return 'containerPort';
  if (inContainer && field === 'volumeMounts') return 'mountPath';
  if (field === 'volumes' || field === 'imagePullSecrets') return 'name';
  if (kind === 'Service' && path.join('.') === 'spec.ports') return 'port';
  return undefined;
}

/** A strategic merge of `patch` into `original` (neither is modified). */
export function strategicMerge(
  original: unknown,
  patch: unknown,
  kind: string,
  path: string[] = [],
): unknown {
  if (isObject(patch) && isObject(original)) {
    const result: JsonObject = { ...original };
    for (const [key, value] of Object.entries(patch)) {
      if (key.startsWith('$')) unsupported(path.join('.') || kind, `the directive ${key}`);
      if (value === null) delete result[key];
      else result[key] = strategicMerge(original[key], value, kind, [...path, key]) as Json;
    }
    return result;
  }
  if (Array.isArray(patch) && Array.isArray(original)) {
    const key = mergeKey(path, kind);
    if (!key) return patch;
    const result = [...original];
    for (const item of patch) {
      const at = result.findIndex(
        (o: unknown) => isObject(o) && isObject(item) && o[key] === item[key],
      );
      if (at === -1) result.push(item);
      else result[at] = strategicMerge(result[at], item, kind, path);
    }
    return result;
  }
  return patch;
}

function matchesSelector(labels: Record<string, string>, selector: string): boolean {
  return selector.split(',').every((term) => {
    const match = /^\s*([\w./-]+)\s*(==|=|!=)\s*([\w.-]*)\s*$/.exec(term);
    if (!match) unsupported(`labelSelector "${selector}"`, `the term "${term}"`);
    const [, key, op, value] = match;
    return op === '!=' ? labels[key] !== value : labels[key] === value;
  });
}

function selects(target: Target, o: K8sObject): boolean {
  if (target.kind && target.kind !== o.kind) return false;
  if (target.name && !new RegExp(`^(?:${target.name})$`).test(o.metadata.name)) return false;
  if (target.labelSelector && !matchesSelector(o.metadata.labels ?? {}, target.labelSelector))
    return false;
  return true;
}

function applyPatch(objects: K8sObject[], entry: PatchEntry, dir: string, files: Set<string>) {
  let text = entry.patch;
  if (entry.path) {
    const file = join(dir, entry.path);
    files.add(file);
    text = readFileSync(file, 'utf8');
  }
  const where = entry.path ? join(dir, entry.path) : `an inline patch in ${dir}`;
  const patch = parse(text ?? '') as Json;
  if (!isObject(patch) || !isObject(patch.metadata))
    unsupported(where, 'anything but a strategic merge patch of one object');
  const patchMeta = patch.metadata as JsonObject;
  const target = entry.target ?? { kind: String(patch.kind), name: String(patchMeta.name) };
  const selected = objects.filter((o) => selects(target, o));
  if (!selected.length) throw new Error(`${where}: the patch selects no object`);
  for (const o of selected) {
    // The target decides which objects; the patch never renames them.
    const { namespace: _namespace, ...metadata } = patchMeta;
    const body = structuredClone({ ...patch, metadata: { ...metadata, name: o.metadata.name } });
    const merged = strategicMerge(o, body, o.kind) as K8sObject;
    objects.splice(objects.indexOf(o), 1, merged);
  }
}

const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'PersistentVolume',
]);
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet']);

function setIn(o: JsonObject, path: string[], pairs: Record<string, string>, create: boolean) {
  let at: JsonObject = o;
  for (const key of path) {
    if (!isObject(at[key])) {
      if (!create) return;
      at[key] = {};
    }
    at = at[key] as JsonObject;
  }
  Object.assign(at, pairs);
}

/** kustomize's `labels` transformer, for the kinds our manifests hold. */
function addLabels(o: K8sObject, entry: LabelsEntry) {
  const obj = o as unknown as JsonObject;
  setIn(obj, ['metadata', 'labels'], entry.pairs, true);
  const templates = entry.includeSelectors || entry.includeTemplates;
  if (WORKLOADS.has(o.kind) || o.kind === 'Job') {
    if (templates) setIn(obj, ['spec', 'template', 'metadata', 'labels'], entry.pairs, true);
    if (entry.includeSelectors)
      setIn(obj, ['spec', 'selector', 'matchLabels'], entry.pairs, o.kind !== 'Job');
  } else if (o.kind === 'Service' && entry.includeSelectors) {
    setIn(obj, ['spec', 'selector'], entry.pairs, true);
  } else if (o.kind === 'PodDisruptionBudget' && entry.includeSelectors) {
    setIn(obj, ['spec', 'selector', 'matchLabels'], entry.pairs, false);
  } else if (entry.includeSelectors && o.spec?.selector) {
    unsupported(o.kind, 'labels with includeSelectors on this kind');
  }
}

function setImages(o: K8sObject, images: ImageEntry[]) {
  const pod = o.spec?.template?.spec;
  for (const c of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
    const [, name, tag] = /^([^:@]+)(?::([^@]+))?$/.exec(c.image ?? '') ?? [];
    const entry = images.find((i) => i.name === name);
    if (!entry) continue;
    const newTag = entry.newTag ?? tag;
    c.image = `${entry.newName ?? name}${newTag ? `:${newTag}` : ''}`;
  }
}

function build(
  dir: string,
  files: Set<string>,
  kind: 'Kustomization' | 'Component',
  gathered: K8sObject[] = [],
): K8sObject[] {
  const k = readKustomization(dir, files);
  if ((k.kind ?? 'Kustomization') !== kind)
    throw new Error(`${dir}: expected kind ${kind}, found ${k.kind}`);
  let objects = [...gathered];
  for (const resource of k.resources ?? []) {
    const path = resolve(dir, resource);
    objects.push(
      ...(statSync(path).isDirectory()
        ? build(path, files, 'Kustomization')
        : readObjects(path, files)),
    );
  }
  for (const component of k.components ?? [])
    objects = build(resolve(dir, component), files, 'Component', objects);
  for (const patch of k.patches ?? []) applyPatch(objects, patch, dir, files);
  if (k.namespace)
    for (const o of objects)
      if (!CLUSTER_SCOPED.has(o.kind)) o.metadata = { ...o.metadata, namespace: k.namespace };
  for (const entry of k.labels ?? []) objects.forEach((o) => addLabels(o, entry));
  if (k.images) objects.forEach((o) => setImages(o, k.images!));
  return objects;
}

/** The objects `kubectl kustomize <dir>` would print, and the files that went into them. */
export function renderKustomization(dir: string): Rendered {
  const files = new Set<string>();
  const objects = build(resolve(dir), files, 'Kustomization');
  return { objects: structuredClone(objects), files };
}
