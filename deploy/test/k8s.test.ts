// deploy/k8s: renders the kustomize base and the production overlay with `kubectl kustomize`,
// validates every object against the Kubernetes schemas offline (kubernetes-models), and checks
// what matters in production: non-root hardened containers with requests and limits, probes, the
// backend's HPA and PDB, the SSE-safe Ingress, one Deployment + Service per remote of
// packages/deployment/remotes.json, the gateway's upstreams, who may reach whom under the
// NetworkPolicies, Redis behind a password, and that no secret value is committed.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

const ROOT = path.resolve(__dirname, '..', '..');
const K8S = path.join(ROOT, 'deploy', 'k8s');
const BASE = path.join(K8S, 'base');
const PRODUCTION = path.join(K8S, 'overlays', 'production');

/* eslint-disable @typescript-eslint/no-explicit-any -- Kubernetes objects are checked field by field */
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

interface Remote {
  name: string;
  segment: string;
  dir: string;
}
const remotes: Remote[] = JSON.parse(
  readFileSync(path.join(ROOT, 'packages/deployment/remotes.json'), 'utf8'),
);

const SECRET_KEYS = [
  'DATABASE_URL',
  'JWT_SECRET',
  'GEMINI_API_KEY',
  'OPENAI_API_KEY',
  'POSTGRES_PASSWORD',
  'REDIS_URL',
  'REDIS_PASSWORD',
];
/** Postgres's default max_connections (the compose `db`), less room for migrations and admin sessions. */
const PG_CONNECTION_BUDGET = 100 - 10;

// ---- rendering ---------------------------------------------------------------------------------

/** kubectl with kustomize v5 (the `labels` field) when this machine has it; undefined otherwise. */
function findKubectl(): string | undefined {
  const result = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  if (result.status !== 0) return undefined;
  const kustomize = /Kustomize Version: v(\d+)\./.exec(result.stdout);
  return kustomize && Number(kustomize[1]) >= 5 ? 'kubectl' : undefined;
}
const kubectl = findKubectl();

function parseYaml(text: string, where: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${where}: ${doc.errors[0]?.message}`);
      return doc.toJS() as K8sObject | null;
    })
    .filter((obj): obj is K8sObject => obj !== null);
}

function render(dir: string): K8sObject[] {
  const out = execFileSync(kubectl as string, ['kustomize', dir], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return parseYaml(out, `kubectl kustomize ${path.relative(ROOT, dir)}`);
}

/**
 * The plain resource files a kustomization lists (recursively), unpatched: what is validated when
 * kubectl is missing. Patches and generators are not applied.
 */
function listedResources(dir: string, seen = new Set<string>()): Map<string, K8sObject[]> {
  const files = new Map<string, K8sObject[]>();
  const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as {
    resources?: string[];
  };
  for (const entry of kustomization.resources ?? []) {
    const target = path.resolve(dir, entry);
    if (seen.has(target)) continue;
    seen.add(target);
    if (statSync(target).isDirectory()) {
      for (const [file, objects] of listedResources(target, seen)) files.set(file, objects);
    } else {
      files.set(path.relative(ROOT, target), parseYaml(readFileSync(target, 'utf8'), target));
    }
  }
  return files;
}

// ---- schema validation (kubernetes-models is ES modules only: validated in a child node) --------

const VALIDATOR = `
const objects = JSON.parse(await new Promise((resolve) => {
  let text = ''; process.stdin.on('data', (chunk) => (text += chunk)); process.stdin.on('end', () => resolve(text));
}));
const problems = [];
for (const object of objects) {
  const where = object.kind + '/' + (object.metadata && object.metadata.name);
  let Model;
  try {
    Model = (await import('kubernetes-models/' + object.apiVersion + '/' + object.kind))[object.kind];
  } catch {
    problems.push(where + ': no schema for ' + object.apiVersion + ' ' + object.kind);
    continue;
  }
  try { new Model(object).validate(); } catch (error) { problems.push(where + ': ' + error.message); }
}
process.stdout.write(JSON.stringify(problems));
`;

/** Every schema violation, as "Kind/name: message"; empty when all objects are valid. */
function schemaProblems(objects: K8sObject[]): string[] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', VALIDATOR], {
    cwd: path.join(ROOT, 'deploy'),
    input: JSON.stringify(objects),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out) as string[];
}

// ---- helpers -----------------------------------------------------------------------------------

const ofKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
function one(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.filter((o) => o.kind === kind && o.metadata.name === name);
  expect(found.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual([`${kind}/${name}`]);
  return found[0] as K8sObject;
}
/** A generated ConfigMap by its name before kustomize's hash suffix. */
const configMap = (objects: K8sObject[], name: string) =>
  ofKind(objects, 'ConfigMap').find(
    (o) => o.metadata.name === name || o.metadata.name.startsWith(`${name}-`),
  );
const selects = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
const podLabels = (deployment: K8sObject): Record<string, string> =>
  deployment.spec.template.metadata.labels ?? {};
const containersOf = (deployment: K8sObject): any[] => [
  ...(deployment.spec.template.spec.initContainers ?? []),
  ...deployment.spec.template.spec.containers,
];

/** A Kubernetes quantity (cpu "250m", "1"; memory "256Mi", "1Gi") as a number. */
function quantity(value: string | number): number {
  const match = /^([0-9.]+)(m|k|Ki|M|Mi|G|Gi)?$/.exec(String(value));
  if (!match) throw new Error(`unexpected quantity ${value}`);
  const factor: Record<string, number> = {
    m: 1e-3,
    k: 1e3,
    Ki: 1024,
    M: 1e6,
    Mi: 1024 ** 2,
    G: 1e9,
    Gi: 1024 ** 3,
  };
  return Number(match[1]) * (match[2] ? (factor[match[2]] as number) : 1);
}
/** An nginx-style duration ("300s", "5m", "300") in seconds. */
function seconds(value: string): number {
  const match = /^(\d+)(ms|s|m|h)?$/.exec(value);
  if (!match) throw new Error(`unexpected duration ${value}`);
  return Number(match[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] ?? 's']!;
}

/**
 * Every variable name of the compose file: handed to a service (any `environment:`, anchors
 * included) or read from .env (`${NAME...}`, e.g. REDIS_PASSWORD).
 */
const composeVariables = (): Set<string> => {
  const text = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  const names = new Set<string>([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] as string));
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'environment' && Array.isArray(value))
          value.forEach((e) => names.add(String(e).split('=')[0] as string));
        else if (key === 'environment' && value && typeof value === 'object')
          Object.keys(value).forEach((n) => names.add(n));
        else walk(value);
      }
    }
  };
  walk(parse(text, { merge: true }));
  return names;
};

// ---- NetworkPolicy semantics (networking.k8s.io/v1), for the "who reaches whom" test ------------

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: string; values?: string[] }>;
}
/** A pod somewhere: in this namespace (`namespace` undefined) or another one, or not a pod at all. */
interface Endpoint {
  name: string;
  pod?: Record<string, string>;
  namespace?: Record<string, string>;
}
/** A label selector as the API server applies it; {} selects everything. */
function selectorMatches(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return true;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key] as string);
    if (operator === 'NotIn') return !values.includes(labels[key] as string);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabels && byExpressions;
}
/** Whether a `from`/`to` peer covers the endpoint (ipBlock peers are not used here: refused). */
function peerMatches(peer: any, endpoint: Endpoint, namespaceLabels: Record<string, string>): boolean {
  if (peer.ipBlock) throw new Error('ipBlock peers are not checked by this test');
  if (!endpoint.pod) return false; // an address outside the cluster: no pod or namespace selector covers it
  if (peer.namespaceSelector) {
    if (!selectorMatches(peer.namespaceSelector, endpoint.namespace ?? namespaceLabels)) return false;
    return selectorMatches(peer.podSelector, endpoint.pod);
  }
  return endpoint.namespace === undefined && selectorMatches(peer.podSelector, endpoint.pod);
}
/**
 * Whether a TCP connection from `from` to `to`:`port` is allowed: the target's ingress policies
 * (when it is a pod of this namespace) and the source's egress policies (likewise) must both let
 * it through; a pod no policy of that direction selects is open in that direction.
 */
function allowed(
  policies: K8sObject[],
  from: Endpoint,
  to: Endpoint,
  port: number,
  namespace: string,
): boolean {
  const namespaceLabels = { 'kubernetes.io/metadata.name': namespace };
  const side = (self: Endpoint, other: Endpoint, type: 'Ingress' | 'Egress') => {
    if (self.namespace !== undefined || !self.pod) return true;
    const applying = policies.filter(
      (p) =>
        (p.spec.policyTypes ?? ['Ingress']).includes(type) && selectorMatches(p.spec.podSelector, self.pod!),
    );
    if (applying.length === 0) return true;
    const rules = applying.flatMap((p) => (type === 'Ingress' ? p.spec.ingress : p.spec.egress) ?? []);
    return rules.some((rule: any) => {
      const peers = type === 'Ingress' ? rule.from : rule.to;
      const peerOk =
        !peers || peers.length === 0 || peers.some((peer: any) => peerMatches(peer, other, namespaceLabels));
      const portOk =
        !rule.ports ||
        rule.ports.some(
          (p: any) => (p.protocol ?? 'TCP') === 'TCP' && (p.port === undefined || p.port === port),
        );
      return peerOk && portOk;
    });
  };
  return side(to, from, 'Ingress') && side(from, to, 'Egress');
}

// ---- tests -------------------------------------------------------------------------------------

describe('schema validation', () => {
  it('rejects an invalid object (the validator is not a no-op)', () => {
    const broken = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'broken' },
      spec: {
        selector: {},
        template: { spec: { containers: [{ name: 'x', ports: [{ containerPort: 'http' }] }] } },
      },
    };
    expect(schemaProblems([broken as K8sObject]).join('\n')).toMatch(/containerPort must be integer/);
    expect(
      schemaProblems([{ apiVersion: 'example.com/v1', kind: 'Nothing', metadata: { name: 'x' } }]),
    ).toHaveLength(1);
  });

  // Runs everywhere, kubectl or not: each plain manifest the kustomizations list, as written.
  it('every resource file listed in the kustomizations is a valid Kubernetes object', () => {
    const files = [...listedResources(BASE)];
    expect(files.length).toBeGreaterThan(5);
    const objects = files.flatMap(([, objs]) => objs);
    expect(schemaProblems(objects)).toEqual([]);
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
  });

  // Without kubectl too: a new remote in remotes.json fails until its slice folder is in the base.
  it('every remote in remotes.json has its slice kustomization in the base and an upstream in the gateway', () => {
    const base = parse(readFileSync(path.join(BASE, 'kustomization.yaml'), 'utf8')) as {
      resources: string[];
    };
    const gatewayEnv = readFileSync(path.join(BASE, 'shell', 'gateway.env'), 'utf8');
    for (const remote of remotes) {
      expect(base.resources).toContain(remote.dir);
      const slice = parse(readFileSync(path.join(BASE, remote.dir, 'kustomization.yaml'), 'utf8'));
      expect(JSON.stringify(slice)).toContain(`elearning/${remote.dir}`);
      expect(gatewayEnv).toMatch(
        new RegExp(`=${remote.dir}\\.[a-z0-9-]+\\.svc\\.cluster\\.local:8080$`, 'm'),
      );
    }
  });
});

describe('secrets', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );

  it('secret.example.env holds placeholders only, for names the backend reads', () => {
    const text = readFileSync(path.join(K8S, 'secret.example.env'), 'utf8');
    const entries = text
      .split('\n')
      .filter((line) => line.trim() && !line.trimStart().startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
    expect(entries.map(([name]) => name)).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET']));
    const known = composeVariables();
    for (const [name, value] of entries) {
      expect(known).toContain(name);
      expect({ name, placeholder: value === '' || value.includes('CHANGE_ME') }).toEqual({
        name,
        placeholder: true,
      });
    }
    // The bundled Redis (base/redis) takes REDIS_PASSWORD; the backend's REDIS_URL names it with the same.
    const values = Object.fromEntries(entries);
    expect(values.REDIS_PASSWORD).toBe('CHANGE_ME');
    const redisUrl = new URL(values.REDIS_URL as string);
    expect({ host: redisUrl.host, password: redisUrl.password }).toEqual({
      host: 'redis:6379',
      password: values.REDIS_PASSWORD,
    });
  });

  it('no Secret object, secret key or key material is committed under deploy/k8s', () => {
    for (const file of files(K8S)) {
      const text = readFileSync(file, 'utf8');
      const where = path.relative(ROOT, file);
      expect({ where, secretObject: /^kind:\s*Secret\b/m.test(text) }).toEqual({
        where,
        secretObject: false,
      });
      expect({ where, secretGenerator: /secretGenerator/.test(text) }).toEqual({
        where,
        secretGenerator: false,
      });
      expect({
        where,
        keyMaterial: /BEGIN [A-Z ]*PRIVATE KEY|AIza[0-9A-Za-z_-]{30,}|\b[0-9a-f]{40,}\b/.test(text),
      }).toEqual({
        where,
        keyMaterial: false,
      });
    }
    const tracked = execFileSync('git', ['ls-files', 'deploy/k8s'], { cwd: ROOT, encoding: 'utf8' }).split(
      '\n',
    );
    expect(tracked.filter((file) => /(^|\/)([^/]*\.)?secret\.env$/.test(file))).toEqual([]);
  });
});

if (!kubectl) {
  // Only the rendering needs kubectl; the schema validation above ran on the plain files.
  console.warn(
    'k8s.test.ts: kubectl with kustomize v5 is not installed here, so the rendered base and overlay ' +
      '(patches, generators, replacements) are NOT checked; only the plain manifests were validated.',
  );
}

(kubectl ? describe.each : describe.skip.each)([
  ['base', BASE],
  ['production', PRODUCTION],
])('kubectl kustomize %s', (variant, dir) => {
  const production = variant === 'production';
  let objects: K8sObject[] = [];
  beforeAll(() => {
    objects = render(dir);
  });
  const deployments = () => ofKind(objects, 'Deployment');

  it('renders only valid objects of the kinds we ship, all in one namespace', () => {
    expect(schemaProblems(objects)).toEqual([]);
    const kinds = new Set(objects.map((o) => o.kind));
    expect([...kinds].sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Ingress',
        'NetworkPolicy',
        'PodDisruptionBudget',
        'Service',
      ].sort(),
    );
    const namespaces = new Set(objects.map((o) => o.metadata.namespace));
    expect(namespaces.size).toBe(1);
    expect([...namespaces][0]).toMatch(/^[a-z0-9-]+$/);
  });

  it('has a Deployment and a Service for the backend, the shell (gateway), every remote in remotes.json and Redis', () => {
    const slices = ['backend', 'shell', ...remotes.map((r) => r.dir)];
    expect(
      deployments()
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual([...slices, 'redis'].sort());
    const redis = one(objects, 'Deployment', 'redis');
    expect(selects(one(objects, 'Service', 'redis').spec.selector, podLabels(redis))).toBe(true);
    for (const slice of slices) {
      const deployment = one(objects, 'Deployment', slice);
      const service = one(objects, 'Service', slice);
      expect(selects(service.spec.selector, podLabels(deployment))).toBe(true);
      const [container] = deployment.spec.template.spec.containers;
      const image = String(container.image);
      expect(image.replace(/:[^:/]+$/, '')).toBe(`elearning/${slice}`);
      if (production) expect(image).toMatch(/^elearning\/[a-z-]+:(?!latest$)[\w][\w.-]*$/);
    }
  });

  it('every Service selects the pods of exactly one Deployment, on a port its container names', () => {
    for (const service of ofKind(objects, 'Service')) {
      const targets = deployments().filter((d) => selects(service.spec.selector, podLabels(d)));
      expect({ service: service.metadata.name, targets: targets.length }).toEqual({
        service: service.metadata.name,
        targets: 1,
      });
      const ports = containersOf(targets[0] as K8sObject).flatMap((c) =>
        (c.ports ?? []).map((p: any) => p.name),
      );
      for (const port of service.spec.ports) expect(ports).toContain(port.targetPort);
    }
  });

  it('every container runs non-root, read-only, without privileges, with requests, limits and probes', () => {
    for (const deployment of deployments()) {
      const name = deployment.metadata.name;
      const pod = deployment.spec.template.spec;
      expect(selects(deployment.spec.selector.matchLabels, podLabels(deployment))).toBe(true);
      expect({ name, pod: pod.securityContext }).toMatchObject({
        name,
        pod: {
          runAsNonRoot: true,
          runAsUser: expect.any(Number),
          seccompProfile: { type: 'RuntimeDefault' },
        },
      });
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(pod.hostNetwork ?? false).toBe(false);
      expect((pod.volumes ?? []).filter((v: any) => v.hostPath)).toEqual([]);
      const emptyDirs = new Set((pod.volumes ?? []).filter((v: any) => v.emptyDir).map((v: any) => v.name));
      for (const container of containersOf(deployment)) {
        const where = `${name}/${container.name}`;
        expect({ where, securityContext: container.securityContext }).toEqual({
          where,
          securityContext: {
            allowPrivilegeEscalation: false,
            readOnlyRootFilesystem: true,
            capabilities: { drop: ['ALL'] },
          },
        });
        // The read-only root needs a writable /tmp (nginx renders its configuration there).
        const tmp = (container.volumeMounts ?? []).find((m: any) => m.mountPath === '/tmp');
        expect({ where, tmpFromEmptyDir: emptyDirs.has(tmp?.name) }).toEqual({
          where,
          tmpFromEmptyDir: true,
        });
        for (const resource of ['cpu', 'memory']) {
          const { requests = {}, limits = {} } = container.resources ?? {};
          expect({
            where,
            resource,
            set: requests[resource] !== undefined && limits[resource] !== undefined,
          }).toEqual({
            where,
            resource,
            set: true,
          });
          expect(quantity(limits[resource])).toBeGreaterThanOrEqual(quantity(requests[resource]));
        }
        expect({ where, liveness: !!container.livenessProbe, readiness: !!container.readinessProbe }).toEqual(
          {
            where,
            liveness: true,
            readiness: true,
          },
        );
      }
    }
  });

  it('static slices are probed on /healthz:8080; the backend on /health/live and /health/ready', () => {
    for (const deployment of deployments()) {
      const [container] = deployment.spec.template.spec.containers;
      const port = (name: string) => container.ports.find((p: any) => p.name === name)?.containerPort;
      const probe = (kind: string) => ({
        path: container[kind]?.httpGet?.path,
        port: port(container[kind]?.httpGet?.port) ?? container[kind]?.httpGet?.port,
      });
      if (deployment.metadata.name === 'redis') {
        // redis-cli answers 0 to NOAUTH too: ready only on PONG, with the password (REDISCLI_AUTH).
        expect(container.readinessProbe.exec.command.join(' ')).toMatch(/redis-cli ping \| grep -qx PONG/);
        expect(port(container.livenessProbe.tcpSocket.port)).toBe(6379);
      } else if (deployment.metadata.name === 'backend') {
        expect(probe('livenessProbe')).toEqual({ path: '/health/live', port: 3000 });
        expect(probe('readinessProbe')).toEqual({ path: '/health/ready', port: 3000 });
        // Migrations (or waiting on another pod's migration lock) must not count as a dead pod.
        expect(probe('startupProbe')).toEqual({ path: '/health/live', port: 3000 });
        const { periodSeconds, failureThreshold } = container.startupProbe;
        expect(periodSeconds * failureThreshold).toBeGreaterThanOrEqual(120);
      } else {
        expect(probe('livenessProbe')).toEqual({ path: '/healthz', port: 8080 });
        expect(probe('readinessProbe')).toEqual({ path: '/healthz', port: 8080 });
      }
    }
  });

  it('the backend reads its settings from a rendered ConfigMap and the operator-made Secret', () => {
    const [container] = one(objects, 'Deployment', 'backend').spec.template.spec.containers;
    const refs = container.envFrom as Array<{
      configMapRef?: { name: string };
      secretRef?: { name: string; optional?: boolean };
    }>;
    expect(refs.filter((r) => r.secretRef)).toEqual([{ secretRef: { name: 'elearning-secrets' } }]);
    const configName = refs.find((r) => r.configMapRef)?.configMapRef?.name;
    const config = ofKind(objects, 'ConfigMap').find((c) => c.metadata.name === configName);
    expect(config?.data).toMatchObject({ NODE_ENV: 'production', API_PORT: '3000' });
    // Secrets never go into a ConfigMap; every key is a variable the compose file also sets.
    const known = composeVariables();
    for (const cm of ofKind(objects, 'ConfigMap')) {
      for (const key of Object.keys(cm.data ?? {})) {
        expect(SECRET_KEYS).not.toContain(key);
        expect({ configMap: cm.metadata.name, key, known: known.has(key) }).toEqual({
          configMap: cm.metadata.name,
          key,
          known: true,
        });
      }
    }
    // No container carries a secret's value itself, only a reference to the Secret.
    for (const deployment of deployments())
      for (const c of containersOf(deployment))
        expect(
          (c.env ?? []).filter(
            (e: any) => (SECRET_KEYS.includes(e.name) || e.name === 'REDISCLI_AUTH') && e.value !== undefined,
          ),
        ).toEqual([]);
  });

  it('Redis requires the password of the Secret, and nothing is saved', () => {
    const [container] = one(objects, 'Deployment', 'redis').spec.template.spec.containers;
    const args = container.args as string[];
    expect(args[args.indexOf('--requirepass') + 1]).toBe('$(REDIS_PASSWORD)');
    expect(args.slice(args.indexOf('--save'), args.indexOf('--save') + 2)).toEqual(['--save', '']);
    for (const name of ['REDIS_PASSWORD', 'REDISCLI_AUTH'])
      expect(container.env).toContainEqual({
        name,
        valueFrom: { secretKeyRef: { name: 'elearning-secrets', key: 'REDIS_PASSWORD' } },
      });
    // The backend's REDIS_URL comes from the same Secret (envFrom), never from a ConfigMap.
    for (const cm of ofKind(objects, 'ConfigMap'))
      expect(Object.keys(cm.data ?? {})).not.toContain('REDIS_URL');
  });

  it('the HPA (autoscaling/v2, CPU) scales the backend Deployment, which leaves its replica count to it', () => {
    const hpa = one(objects, 'HorizontalPodAutoscaler', 'backend');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'backend' });
    one(objects, 'Deployment', hpa.spec.scaleTargetRef.name);
    expect(hpa.spec.metrics).toContainEqual({
      type: 'Resource',
      resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } },
    });
    expect(hpa.spec.maxReplicas).toBeGreaterThanOrEqual(hpa.spec.minReplicas);
    if (production) expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    // With spec.replicas set, every `kubectl apply` would reset what the HPA scaled to.
    expect(one(objects, 'Deployment', 'backend').spec.replicas).toBeUndefined();
    expect(ofKind(objects, 'HorizontalPodAutoscaler')).toHaveLength(1);
  });

  it('the backend PDB selects the backend pods and nothing else; every PDB selects one Deployment', () => {
    const pdb = one(objects, 'PodDisruptionBudget', 'backend');
    expect(pdb.apiVersion).toBe('policy/v1');
    expect(pdb.spec.maxUnavailable ?? pdb.spec.minAvailable).toBeDefined();
    for (const budget of ofKind(objects, 'PodDisruptionBudget')) {
      const selected = deployments().filter((d) => selects(budget.spec.selector.matchLabels, podLabels(d)));
      expect(selected.map((d) => d.metadata.name)).toEqual([budget.metadata.name]);
    }
  });

  it('the gateway reaches the backend and every remote by full DNS name in its own namespace', () => {
    const shell = one(objects, 'Deployment', 'shell');
    const namespace = shell.metadata.namespace;
    const refs = shell.spec.template.spec.containers[0].envFrom as Array<{ configMapRef?: { name: string } }>;
    const config = ofKind(objects, 'ConfigMap').find((c) =>
      refs.some((r) => r.configMapRef?.name === c.metadata.name),
    );
    expect(config).toBeDefined();
    const upstreams = Object.values(config?.data ?? {}).filter((v) => /^[a-z0-9.-]+:\d+$/.test(v));
    const expected = [
      `backend.${namespace}.svc.cluster.local:3000`,
      ...remotes.map((r) => `${r.dir}.${namespace}.svc.cluster.local:8080`),
    ];
    expect(upstreams.sort()).toEqual(expected.sort());
    for (const upstream of upstreams) {
      const [service, , , , , port] = upstream.split(/[.:]/);
      expect(one(objects, 'Service', service as string).spec.ports.map((p: any) => p.port)).toContain(
        Number(port),
      );
    }
    expect(configMap(objects, 'gateway-config')).toBe(config);
  });

  it('the Ingress sends everything to the gateway, unbuffered, with a long read timeout and a body limit', () => {
    const [ingress, ...others] = ofKind(objects, 'Ingress');
    expect(others).toEqual([]);
    const annotations = ingress?.metadata.annotations ?? {};
    const gateway = configMap(objects, 'gateway-config')?.data ?? {};
    expect(ingress?.spec.ingressClassName).toBe('nginx');
    expect(annotations['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
    // Longer than the gateway's own timeout for /api/ streams, so that one decides.
    const gatewayTimeout = seconds(gateway.API_READ_TIMEOUT ?? '300s');
    expect(seconds(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'] ?? '60')).toBeGreaterThan(
      gatewayTimeout,
    );
    expect(seconds(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'] ?? '60')).toBeGreaterThan(
      gatewayTimeout,
    );
    expect(annotations['nginx.ingress.kubernetes.io/proxy-body-size']).toBe(gateway.CLIENT_MAX_BODY_SIZE);
    const paths = ingress?.spec.rules.flatMap((rule: any) => rule.http.paths) ?? [];
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) expect(p.backend.service).toEqual({ name: 'shell', port: { name: 'http' } });
    if (production) {
      const hosts = ingress?.spec.rules.map((rule: any) => rule.host);
      expect(hosts.every((h: unknown) => typeof h === 'string' && h.length > 0)).toBe(true);
      expect(ingress?.spec.tls).toEqual([{ hosts, secretName: expect.stringMatching(/^[a-z0-9-]+$/) }]);
    }
  });

  it('NetworkPolicies: every selector selects pods of this product; nothing else exists to select', () => {
    const policies = ofKind(objects, 'NetworkPolicy');
    const pods = deployments().map((d) => ({ name: d.metadata.name, labels: podLabels(d) }));
    const selected = (selector: LabelSelector) =>
      pods.filter((p) => selectorMatches(selector, p.labels)).map((p) => p.name);
    for (const policy of policies) {
      const where = policy.metadata.name;
      const { podSelector } = policy.spec;
      // Only the default deny selects every pod; every other policy names the pods it is for.
      if (Object.keys(podSelector).length === 0) expect(where).toBe('default-deny-ingress');
      else expect({ where, selects: selected(podSelector).length > 0 }).toEqual({ where, selects: true });
      for (const rule of [...(policy.spec.ingress ?? []), ...(policy.spec.egress ?? [])])
        for (const peer of [...(rule.from ?? []), ...(rule.to ?? [])])
          if (!peer.namespaceSelector)
            expect({ where, peer: peer.podSelector, selects: selected(peer.podSelector).length > 0 }).toEqual(
              {
                where,
                peer: peer.podSelector,
                selects: true,
              },
            );
    }
    // A deny-by-default for ingress covering every pod of the namespace.
    const deny = one(objects, 'NetworkPolicy', 'default-deny-ingress');
    expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    // The remotes' policy selects exactly the remotes (not the shell, which is the gateway).
    expect(selected(one(objects, 'NetworkPolicy', 'remotes').spec.podSelector).sort()).toEqual(
      remotes.map((r) => r.dir).sort(),
    );
  });

  it('NetworkPolicies: the ingress controller reaches the gateway, the gateway the backend and the remotes, the backend Redis; nothing else', () => {
    const policies = ofKind(objects, 'NetworkPolicy');
    const namespace = one(objects, 'Deployment', 'backend').metadata.namespace as string;
    const inside: Endpoint[] = deployments().map((d) => ({ name: d.metadata.name, pod: podLabels(d) }));
    const portOf = (name: string): number =>
      one(objects, 'Deployment', name).spec.template.spec.containers[0].ports[0].containerPort;
    const byName = (name: string) => inside.find((e) => e.name === name) as Endpoint;
    const expected = new Set([
      'shell->backend',
      ...remotes.map((r) => `shell->${r.dir}`),
      'backend->redis',
      'ingress-nginx->shell',
      'prometheus->backend',
    ]);
    const outside: Endpoint[] = [
      {
        name: 'ingress-nginx',
        namespace: { 'kubernetes.io/metadata.name': 'ingress-nginx' },
        pod: { 'app.kubernetes.io/name': 'ingress-nginx' },
      },
      {
        name: 'prometheus',
        namespace: { 'kubernetes.io/metadata.name': 'monitoring' },
        pod: { 'app.kubernetes.io/name': 'prometheus' },
      },
      { name: 'another-app', namespace: { 'kubernetes.io/metadata.name': 'default' }, pod: { app: 'x' } },
    ];
    const actual = new Set<string>();
    for (const from of [...inside, ...outside])
      for (const to of inside)
        if (allowed(policies, from, to, portOf(to.name), namespace)) actual.add(`${from.name}->${to.name}`);
    expect([...actual].sort()).toEqual([...expected].sort());

    // Out of the cluster (a managed Postgres on 5432, the model on 443, DNS on 53): only the
    // backend connects anywhere; the gateway only to DNS; the remotes and Redis nowhere.
    const internet: Endpoint = { name: 'outside' };
    const reaches = (name: string, port: number) =>
      allowed(policies, byName(name), internet, port, namespace);
    for (const name of inside.map((e) => e.name)) {
      expect({
        name,
        postgres: reaches(name, 5432),
        model: reaches(name, 443),
        dns: reaches(name, 53),
      }).toEqual({
        name,
        postgres: name === 'backend',
        model: name === 'backend',
        dns: name === 'backend' || name === 'shell',
      });
    }
    // The gateway's egress to its upstreams is on the ports its upstreams listen on (gateway-config).
    expect(allowed(policies, byName('shell'), byName('backend'), 3000, namespace)).toBe(true);
    expect(allowed(policies, byName('shell'), byName('redis'), 6379, namespace)).toBe(false);
  });

  it('REAL_IP_FROM: the base trusts no proxy header; production names a narrow range, never a whole private one', () => {
    const realIpFrom = (configMap(objects, 'gateway-config')?.data?.REAL_IP_FROM ?? '')
      .split(/[\s,]+/)
      .filter(Boolean);
    if (!production) {
      expect(realIpFrom).toEqual([]);
      return;
    }
    expect(realIpFrom.length).toBeGreaterThan(0);
    const ipv4 = (a: string) => a.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const PRIVATE = [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
    ] as const;
    for (const range of realIpFrom) {
      const [address = '', bits = address.includes(':') ? '128' : '32'] = range.split('/');
      if (address.includes(':')) {
        expect({ range, narrow: Number(bits) >= 48 }).toEqual({ range, narrow: true });
        continue;
      }
      const prefix = Number(bits);
      expect({ range, valid: /^\d+\.\d+\.\d+\.\d+$/.test(address) && prefix >= 0 && prefix <= 32 }).toEqual({
        range,
        valid: true,
      });
      // Covering a whole private range (or more) would let any pod or machine in it name any client.
      for (const [network, size] of PRIVATE) {
        const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
        const covers = prefix <= size && (ipv4(network) & mask) >>> 0 === (ipv4(address) & mask) >>> 0;
        expect({ range, coversWholePrivateRange: covers }).toEqual({ range, coversWholePrivateRange: false });
      }
    }
  });

  it("the gateway keeps idle connections longer than ingress-nginx's upstream keep-alive (60 s)", () => {
    const gateway = configMap(objects, 'gateway-config')?.data ?? {};
    expect(seconds(gateway.KEEPALIVE_TIMEOUT ?? '15s')).toBeGreaterThan(60);
  });

  it("Postgres connections stay within budget at the HPA's maximum, rollout surge included", () => {
    const hpa = one(objects, 'HorizontalPodAutoscaler', 'backend');
    const surge = one(objects, 'Deployment', 'backend').spec.strategy.rollingUpdate.maxSurge as
      string | number;
    const extra =
      typeof surge === 'number' ? surge : Math.ceil((hpa.spec.maxReplicas * parseInt(surge, 10)) / 100);
    const poolSize = Number(configMap(objects, 'backend-config')?.data?.DB_POOL_SIZE ?? 10);
    expect((hpa.spec.maxReplicas + extra) * poolSize).toBeLessThanOrEqual(PG_CONNECTION_BUDGET);
  });

  if (production) {
    it('production runs at least two pods of every slice (one Redis: its state is rebuilt on restart)', () => {
      for (const deployment of deployments().filter((d) => d.metadata.name !== 'redis')) {
        const replicas =
          deployment.metadata.name === 'backend'
            ? one(objects, 'HorizontalPodAutoscaler', 'backend').spec.minReplicas
            : deployment.spec.replicas;
        expect({ name: deployment.metadata.name, atLeastTwo: replicas >= 2 }).toEqual({
          name: deployment.metadata.name,
          atLeastTwo: true,
        });
      }
    });
  }
});
