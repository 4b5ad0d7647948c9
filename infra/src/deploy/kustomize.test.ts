import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { renderKustomization, strategicMerge } from './kustomize';

describe('strategicMerge', () => {
  const original = {
    spec: {
      replicas: 1,
      template: {
        spec: {
          containers: [
            {
              name: 'api',
              command: ['node', 'main.ts'],
              env: [
                { name: 'PORT', value: '1' },
                { name: 'A', value: 'a' },
              ],
              ports: [{ name: 'http', containerPort: 80 }],
            },
          ],
        },
      },
    },
  };

  test('merges containers and env by name, container ports by containerPort; replaces other lists', () => {
    const patch = {
      spec: {
        replicas: 2,
        template: {
          spec: {
            containers: [
              {
                name: 'api',
                command: ['node', 'other.ts'],
                env: [
                  { name: 'A', value: 'b' },
                  { name: 'B', value: 'c' },
                ],
                ports: [{ name: 'health', containerPort: 90 }],
              },
              { name: 'sidecar', image: 'x' },
            ],
          },
        },
      },
    };
    expect(strategicMerge(original, patch, 'Deployment')).toEqual({
      spec: {
        replicas: 2,
        template: {
          spec: {
            containers: [
              {
                name: 'api',
                command: ['node', 'other.ts'],
                env: [
                  { name: 'PORT', value: '1' },
                  { name: 'A', value: 'b' },
                  { name: 'B', value: 'c' },
                ],
                ports: [
                  { name: 'http', containerPort: 80 },
                  { name: 'health', containerPort: 90 },
                ],
              },
              { name: 'sidecar', image: 'x' },
            ],
          },
        },
      },
    });
    expect(original.spec.replicas).toBe(1);
  });

  test('null deletes a field; Service ports merge by port', () => {
    expect(strategicMerge({ a: 1, b: 2 }, { b: null }, 'ConfigMap')).toEqual({ a: 1 });
    expect(
      strategicMerge(
        { spec: { ports: [{ port: 80, name: 'http' }] } },
        { spec: { ports: [{ port: 80, targetPort: 'http' }] } },
        'Service',
      ),
    ).toEqual({ spec: { ports: [{ port: 80, name: 'http', targetPort: 'http' }] } });
  });

  test('refuses patch directives it does not implement', () => {
    expect(() => strategicMerge({ a: [] }, { a: [], $patch: 'replace' }, 'X')).toThrow(
      /not supported/,
    );
  });
});

describe('renderKustomization', () => {
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kustomize-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a service folder with a shared component, then namespace, labels and images', () => {
    write(
      'kustomization.yaml',
      `namespace: shop
labels:
  - pairs: { part-of: shop }
    includeTemplates: true
resources: [ns.yaml, svc]
images:
  - { name: shop/svc, newTag: '1.2' }
`,
    );
    write('ns.yaml', 'apiVersion: v1\nkind: Namespace\nmetadata: { name: shop }\n');
    write(
      'svc/kustomization.yaml',
      `resources: [svc.yaml]
components: [../base]
labels:
  - pairs: { name: svc }
    includeSelectors: true
`,
    );
    write(
      'svc/svc.yaml',
      `apiVersion: apps/v1
kind: Deployment
metadata: { name: svc, labels: { component: api } }
spec:
  selector: { matchLabels: { component: api } }
  template:
    metadata: { labels: { component: api } }
    spec:
      containers:
        - { name: api, image: shop/svc, env: [{ name: PORT, value: '1' }] }
---
apiVersion: v1
kind: Service
metadata: { name: svc }
spec: { selector: { component: api }, ports: [{ port: 1 }] }
`,
    );
    write(
      'base/kustomization.yaml',
      `kind: Component
patches:
  - path: api.yaml
    target: { kind: Deployment, labelSelector: component=api }
`,
    );
    write(
      'base/api.yaml',
      `apiVersion: apps/v1
kind: Deployment
metadata: { name: anything }
spec:
  replicas: 2
  template:
    spec:
      containers:
        - { name: api, env: [{ name: REDIS_URL, value: r }] }
`,
    );

    const { objects, files } = renderKustomization(dir);
    expect(objects).toEqual([
      {
        apiVersion: 'v1',
        kind: 'Namespace',
        metadata: { name: 'shop', labels: { 'part-of': 'shop' } },
      },
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: {
          name: 'svc',
          namespace: 'shop',
          labels: { component: 'api', name: 'svc', 'part-of': 'shop' },
        },
        spec: {
          replicas: 2,
          selector: { matchLabels: { component: 'api', name: 'svc' } },
          template: {
            metadata: { labels: { component: 'api', name: 'svc', 'part-of': 'shop' } },
            spec: {
              containers: [
                {
                  name: 'api',
                  image: 'shop/svc:1.2',
                  env: [
                    { name: 'PORT', value: '1' },
                    { name: 'REDIS_URL', value: 'r' },
                  ],
                },
              ],
            },
          },
        },
      },
      {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'svc', namespace: 'shop', labels: { name: 'svc', 'part-of': 'shop' } },
        spec: { selector: { component: 'api', name: 'svc' }, ports: [{ port: 1 }] },
      },
    ]);
    expect([...files].map((f) => f.slice(dir.length + 1)).sort()).toEqual([
      'base/api.yaml',
      'base/kustomization.yaml',
      'kustomization.yaml',
      'ns.yaml',
      'svc/kustomization.yaml',
      'svc/svc.yaml',
    ]);
  });

  test('fails loudly on what it does not implement, and on a patch that selects nothing', () => {
    write('kustomization.yaml', 'resources: []\nnamePrefix: x-\n');
    expect(() => renderKustomization(dir)).toThrow(/field "namePrefix" is not supported/);
    write(
      'kustomization.yaml',
      'resources: [a.yaml]\npatches:\n  - patch: "{kind: Service, metadata: {name: b}}"\n',
    );
    write('a.yaml', 'apiVersion: v1\nkind: Service\nmetadata: { name: a }\n');
    expect(() => renderKustomization(dir)).toThrow(/selects no object/);
  });
});
