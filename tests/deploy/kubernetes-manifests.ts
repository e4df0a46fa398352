/**
 * deploy/kubernetes/ read as `kubectl apply -k` would (docs/decisions/048-kubernetes.md): the
 * kustomization's resources parsed with `yaml`, each object checked against the Kubernetes API
 * schemas of `kubernetes-models` (tommy351's models, generated from the OpenAPI schemas), and the
 * facts a test needs from the containers: their env with the ConfigMap resolved, and which env
 * variable each probe's port stands for.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { validate as deploymentSchema } from 'kubernetes-models/_schemas/IoK8sApiAppsV1Deployment';
import { validate as statefulSetSchema } from 'kubernetes-models/_schemas/IoK8sApiAppsV1StatefulSet';
import { validate as hpaSchema } from 'kubernetes-models/_schemas/IoK8sApiAutoscalingV2HorizontalPodAutoscaler';
import { validate as configMapSchema } from 'kubernetes-models/_schemas/IoK8sApiCoreV1ConfigMap';
import { validate as namespaceSchema } from 'kubernetes-models/_schemas/IoK8sApiCoreV1Namespace';
import { validate as serviceSchema } from 'kubernetes-models/_schemas/IoK8sApiCoreV1Service';
import { validate as ingressSchema } from 'kubernetes-models/_schemas/IoK8sApiNetworkingV1Ingress';
import { validate as networkPolicySchema } from 'kubernetes-models/_schemas/IoK8sApiNetworkingV1NetworkPolicy';
import { validate as pdbSchema } from 'kubernetes-models/_schemas/IoK8sApiPolicyV1PodDisruptionBudget';

export const K8S_DIR = resolve(import.meta.dirname, '../../deploy/kubernetes');

/** An API object as parsed (plain data). */
export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; spec?: any; data?: Record<string, string> };

type SchemaValidate = ((data: unknown) => boolean) & { errors?: { instancePath: string; keyword: string; params: unknown }[] | null };

/** Each kind the manifests may use, by `apiVersion/kind`; another kind fails the check. */
const SCHEMAS: Record<string, SchemaValidate> = {
  'apps/v1/Deployment': deploymentSchema,
  'apps/v1/StatefulSet': statefulSetSchema,
  'autoscaling/v2/HorizontalPodAutoscaler': hpaSchema,
  'v1/ConfigMap': configMapSchema,
  'v1/Namespace': namespaceSchema,
  'v1/Service': serviceSchema,
  'networking.k8s.io/v1/Ingress': ingressSchema,
  'networking.k8s.io/v1/NetworkPolicy': networkPolicySchema,
  'policy/v1/PodDisruptionBudget': pdbSchema,
};

export interface Kustomization {
  resources: string[];
  secretGenerator: { name: string; envs: string[] }[];
}

export function readKustomization(dir = K8S_DIR): Kustomization {
  return parseYamlFile(join(dir, 'kustomization.yaml'))[0] as Kustomization;
}

/** Every document of a YAML file; duplicate keys and syntax errors throw. */
function parseYamlFile(path: string): unknown[] {
  return parseAllDocuments(readFileSync(path, 'utf8')).map((doc) => {
    if (doc.errors.length) throw new Error(`${path}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return doc.toJS();
  });
}

/** Every object the kustomization's resources hold, in order. */
export function loadObjects(dir = K8S_DIR): K8sObject[] {
  return readKustomization(dir).resources.flatMap((file) => parseYamlFile(join(dir, file)) as K8sObject[]);
}

/**
 * Problems of one object against its kind's schema: wrong types, missing required fields, bad
 * enum values (the schema's own validator), and fields the schema does not know. The generated
 * validators accept unknown properties (the OpenAPI schemas do not forbid them), but a
 * misspelled field is silently dropped by the API server, e.g. a `readinesProbe` that never
 * probes. So the validator runs over a proxy that records which properties it looked up: a key
 * it never read, in an object whose keys it did not enumerate (maps such as labels and
 * ConfigMap data are enumerated), is a field Kubernetes does not have.
 */
export function schemaProblems(obj: K8sObject): string[] {
  const validate = SCHEMAS[`${obj.apiVersion}/${obj.kind}`];
  if (!validate) return [`${obj.apiVersion} ${obj.kind} is not a kind these manifests may use`];
  const read = new Set<string>();
  const enumerated = new Set<string>();
  const watch = (value: unknown, path: string): unknown => {
    if (value === null || typeof value !== 'object') return value;
    return new Proxy(value, {
      get(target, key, receiver) {
        const child = Reflect.get(target, key, receiver);
        if (typeof key !== 'string' || !Object.hasOwn(target, key)) return child;
        read.add(`${path}/${key}`);
        return watch(child, `${path}/${key}`);
      },
      ownKeys(target) {
        enumerated.add(path);
        return Reflect.ownKeys(target);
      },
    });
  };
  const problems = validate(watch(obj, '')) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.keyword} ${JSON.stringify(e.params)}`);
  const walk = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const at = `${path}/${key}`;
      if (!Array.isArray(value) && !enumerated.has(path) && !read.has(at)) problems.push(`${at} is not a field of ${obj.kind}`);
      else walk(child, at);
    }
  };
  walk(obj, '');
  return problems;
}

export interface Container {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { limits?: { memory?: string } };
  [key: string]: unknown;
}
export interface Probe {
  httpGet?: { path: string; port: string | number };
  [key: string]: unknown;
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/kubernetes`);
  return found;
}

/** Variables a container sets: its `env` (secret references by name only) and its ConfigMaps' keys. */
export function containerEnv(objects: K8sObject[], c: Container): { values: Record<string, string>; fromSecret: string[] } {
  const values: Record<string, string> = {};
  for (const from of c.envFrom ?? []) {
    if (!from.configMapRef) throw new Error(`${c.name}: only configMapRef in envFrom`);
    Object.assign(values, find(objects, 'ConfigMap', from.configMapRef.name).data);
  }
  const fromSecret: string[] = [];
  for (const e of c.env ?? []) {
    if (e.value !== undefined) values[e.name] = e.value;
    else if (e.valueFrom?.secretKeyRef) fromSecret.push(e.name);
    else throw new Error(`${c.name}: ${e.name} is neither a value nor a secret reference`);
  }
  return { values, fromSecret };
}

/**
 * The env variable that sets the port a probe is sent to: the probe's port (a name or a
 * number) → the container's port → the one variable whose value is that number.
 */
export function probeListener(objects: K8sObject[], c: Container, probe: Probe): { path: string; variable: string } {
  if (!probe.httpGet) throw new Error(`${c.name}: not an HTTP probe`);
  const { port, path } = probe.httpGet;
  const number = typeof port === 'number' ? port : c.ports?.find((p) => p.name === port)?.containerPort;
  if (number === undefined) throw new Error(`${c.name}: no container port named ${port}`);
  const { values } = containerEnv(objects, c);
  const vars = Object.keys(values).filter((name) => values[name] === String(number));
  if (vars.length !== 1) throw new Error(`${c.name}: port ${number} is set by ${vars.length} variables (${vars.join(', ')}), not one`);
  return { path, variable: vars[0]! };
}

/** Pod template's containers of a Deployment or StatefulSet. */
export const containersOf = (o: K8sObject): Container[] => o.spec.template.spec.containers;
