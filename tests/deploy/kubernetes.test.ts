/**
 * deploy/kubernetes/ proved without a cluster (docs/decisions/048-kubernetes.md): every object
 * valid against the Kubernetes API schemas (unknown fields included), the kustomization
 * complete, and the facts that tie the manifests to the app checked against the app itself:
 * the probes answer on a site and a content service started with the manifests' own env, the
 * grace period covers the drain, the memory limit the measured peak, and every variable set is
 * one the app reads. Each check is shown to fail on a broken copy.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ENV_VARS } from '../../server/env-vars.ts';
import { CONTENT_ENV_VARS } from '../../content-service/src/config.ts';
import { freePort } from '../support/ports.ts';
import { waitForOk, type Proc } from '../support/processes.ts';
import {
  K8S_DIR, containerEnv, containersOf, find, loadObjects, probeListener, readKustomization, schemaProblems,
  type Container, type K8sObject, type Probe,
} from './kubernetes-manifests.ts';
import { mountsOf, startReadOnly } from './read-only-run.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const objects = loadObjects();
const site = find(objects, 'Deployment', 'qinglan-site');
const content = find(objects, 'StatefulSet', 'qinglan-content');
const siteContainer = containersOf(site)[0]!;
const contentContainer = containersOf(content)[0]!;
const SITE_POD = { 'app.kubernetes.io/name': 'qinglan', 'app.kubernetes.io/component': 'site' };
const workloads = objects.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet');

describe('the Kubernetes manifests', () => {
  it('are valid API objects, and a misspelled or mistyped field fails', () => {
    expect(objects.map((o) => `${o.kind}/${o.metadata.name}`)).toHaveLength(15);
    for (const o of objects) expect({ object: `${o.kind}/${o.metadata.name}`, problems: schemaProblems(o) }).toEqual({ object: `${o.kind}/${o.metadata.name}`, problems: [] });

    const broken = structuredClone(site);
    const c = broken.spec.template.spec.containers[0];
    c.readinesProbe = c.readinessProbe;
    delete c.readinessProbe;
    broken.spec.replicas = '3';
    broken.spec.strategy.type = 'Rolling';
    expect(schemaProblems(broken)).toEqual([
      '/spec/replicas: type {"type":"integer"}',
      '/spec/strategy/type: enum {"allowedValues":["Recreate","RollingUpdate"]}',
      '/spec/template/spec/containers/0/readinesProbe is not a field of Deployment',
    ]);
    expect(schemaProblems({ ...site, apiVersion: 'extensions/v1beta1' })).toEqual(['extensions/v1beta1 Deployment is not a kind these manifests may use']);
  });

  it('are all listed in the kustomization, which names only files that exist; secrets stay out of git', () => {
    const k = readKustomization();
    const yamlFiles = readdirSync(K8S_DIR).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...k.resources].sort()).toEqual(yamlFiles.sort());
    for (const file of k.resources) expect(existsSync(join(K8S_DIR, file))).toBe(true);
    expect(k.secretGenerator).toEqual([{ name: 'qinglan-secrets', envs: ['secrets.env'] }]);
    // The real file is gitignored; its committed example names every key the pods read.
    execFileSync('git', ['check-ignore', '-q', join(K8S_DIR, 'secrets.env')], { cwd: ROOT });
    const exampleKeys = readFileSync(join(K8S_DIR, 'secrets.env.example'), 'utf8').split('\n').filter((l) => /^[A-Z_]+=/.test(l)).map((l) => l.split('=')[0]);
    const refs = workloads.flatMap(containersOf).flatMap((c) => (c.env ?? []).flatMap((e) => (e.valueFrom?.secretKeyRef ? [e.valueFrom.secretKeyRef] : [])));
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect({ ref, known: ref.name === 'qinglan-secrets' && exampleKeys.includes(ref.key) }).toEqual({ ref, known: true });
  });

  it('set only variables the app validates (the lists the config loaders read through)', () => {
    const unread = (c: Container, list: readonly string[]) => {
      const { values, fromSecret } = containerEnv(objects, c);
      return [...Object.keys(values), ...fromSecret].filter((name) => !list.includes(name));
    };
    expect(unread(siteContainer, SITE_ENV_VARS)).toEqual([]);
    expect(unread(contentContainer, CONTENT_ENV_VARS)).toEqual([]);
    expect(containersOf(find(objects, 'Deployment', 'qinglan-valkey')).map((c) => c.env ?? [])).toEqual([[]]);
    const typo: Container = { ...siteContainer, env: [...(siteContainer.env ?? []), { name: 'SHUTDOWN_DRAIN_SECONDS', value: '5' }] };
    expect(unread(typo, SITE_ENV_VARS)).toEqual(['SHUTDOWN_DRAIN_SECONDS']);
  });

  it('give the site longer to stop than its drain and grace, with no preStop delay on top', () => {
    const spare = (d: K8sObject) => {
      const env = containerEnv(objects, containersOf(d)[0]!).values;
      const [drain, grace] = [Number(env.SHUTDOWN_DRAIN_MS), Number(env.SHUTDOWN_GRACE_MS)];
      expect([drain, grace].every(Number.isInteger)).toBe(true);
      return d.spec.template.spec.terminationGracePeriodSeconds * 1000 - (drain + grace);
    };
    // The app drains on SIGTERM itself; a preStop would be spent before that, inside the same period.
    expect(siteContainer.lifecycle).toBeUndefined();
    expect(spare(site)).toBe(5000);
    const tight = structuredClone(site);
    tight.spec.template.spec.terminationGracePeriodSeconds = 15;
    expect(spare(tight)).toBe(0);
  });

  it('time the readiness probe out above /readyz’s bounded worst case', () => {
    // The upstream probe gives up after 1.5 s, a Redis read after REDIS_COMMAND_TIMEOUT_MS
    // (500 ms unless set): docs/decisions/017-image-and-probes.md, second amendment.
    const redisMs = Number(containerEnv(objects, siteContainer).values.REDIS_COMMAND_TIMEOUT_MS ?? 500);
    expect((siteContainer.readinessProbe!.timeoutSeconds as number) * 1000).toBeGreaterThan(1500 + redisMs);
  });

  it('limit the site above its measured peak memory (README "Memory")', () => {
    const mib = (q: string) => {
      const m = /^(\d+)(Mi|Gi)$/.exec(q);
      if (!m) throw new Error(`memory quantity ${q}: use Mi or Gi`);
      return Number(m[1]) * (m[2] === 'Gi' ? 1024 : 1);
    };
    // The README's table rows for the image's flags with the microcache on: the peak RSS column.
    const rows = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').filter((l) => l.startsWith("| the image's") && l.split('|')[2]!.trim() === 'on');
    const peak = Math.max(...rows.map((l) => Number(l.split('|')[4]!.trim())));
    expect(peak).toBe(287);
    expect(mib(siteContainer.resources!.limits!.memory!)).toBeGreaterThan(peak);
  });

  it('keep every container unprivileged on a read-only root, writing only to its volumes', () => {
    for (const w of workloads) {
      const pod = w.spec.template.spec;
      expect({ w: w.metadata.name, ctx: pod.securityContext }).toMatchObject({ w: w.metadata.name, ctx: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } } });
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      const volumes = [...(pod.volumes ?? []).map((v: { name: string }) => v.name), ...(w.spec.volumeClaimTemplates ?? []).map((v: K8sObject) => v.metadata.name)];
      for (const c of containersOf(w)) {
        expect(c.securityContext).toEqual({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
        for (const m of (c.volumeMounts ?? []) as { name: string }[]) expect(volumes).toContain(m.name);
      }
    }
    // The content service: one pod, its databases on the claimed volume.
    expect(content.spec.replicas).toBe(1);
    const env = containerEnv(objects, contentContainer).values;
    const dataMount = (contentContainer.volumeMounts as { name: string; mountPath: string }[]).find((m) => m.name === 'data')!;
    expect([dirname(env.CONTENT_DB_PATH!), dirname(env.RESERVATIONS_DB_PATH!)]).toEqual([dataMount.mountPath, dataMount.mountPath]);
  });

  it('roll the site without losing capacity, and label it for Prometheus', () => {
    expect(site.spec.strategy).toEqual({ type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } });
    expect(site.spec.replicas).toBe(3);
    expect(site.spec.template.metadata.labels).toEqual(SITE_POD);
    expect(siteContainer.ports).toEqual([{ name: 'http', containerPort: 3000 }, { name: 'metrics', containerPort: 9100 }]);
    expect(find(objects, 'HorizontalPodAutoscaler', 'qinglan-site').spec).toMatchObject({ scaleTargetRef: { kind: 'Deployment', name: 'qinglan-site' }, minReplicas: 3 });
    expect(find(objects, 'PodDisruptionBudget', 'qinglan-site').spec.selector.matchLabels).toEqual(SITE_POD);
    expect(find(objects, 'Service', 'qinglan-site').spec.selector).toEqual(SITE_POD);
  });

  it('open the metrics ports to the monitoring namespace only, the content service and Valkey to the site only', () => {
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    expect(find(objects, 'NetworkPolicy', 'default-deny-ingress').spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    const rules = (name: string) => find(objects, 'NetworkPolicy', name).spec.ingress as { from: unknown[]; ports: { port: string }[] }[];
    const sitePods = { podSelector: { matchLabels: SITE_POD } };
    expect(rules('qinglan-site').filter((r) => r.ports.some((p) => p.port === 'metrics'))).toEqual([
      { from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }], ports: [{ port: 'metrics' }] },
    ]);
    const monitoring = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } };
    // The content service has one port: pages' data for the site, /metrics for Prometheus.
    expect(rules('qinglan-content')).toEqual([
      { from: [sitePods], ports: [{ port: 'content' }] },
      { from: [monitoring], ports: [{ port: 'content' }] },
    ]);
    expect(rules('qinglan-valkey')).toEqual([{ from: [sitePods], ports: [{ port: 'valkey' }] }]);
    // Every workload's pods are selected by a policy of their own.
    for (const w of workloads) expect(policies.some((p) => p.metadata.name === w.metadata.name)).toBe(true);
  });
});

describe('the app started as the manifests run it', () => {
  const procs: Proc[] = [];
  /** The listener variables as given to the running processes → their ports. */
  const listeners: Record<string, number> = {};
  /** The image's WORKDIR is this checkout: /app/x in a manifest is ROOT/x here. */
  const local = (path: string) => (path.startsWith('/app/') ? join(ROOT, path.slice('/app/'.length)) : path);
  const localEnv = (env: Record<string, string>) => Object.fromEntries(Object.entries(env).map(([k, v]) => [k, local(v)]));
  const writable = (c: Container) => ((c.volumeMounts ?? []) as { mountPath: string }[]).map((m) => local(m.mountPath));

  beforeAll(async () => {
    const [contentPort, sitePort, metricsPort] = await Promise.all([freePort(), freePort(), freePort()]);
    Object.assign(listeners, { CONTENT_PORT: contentPort, PORT: sitePort, METRICS_PORT: metricsPort });
    // The image's ENV, then the manifest's; only addresses, ports and the secret are local. Each
    // on a read-only root with only its container's volumes writable (tmpfs here).
    const base = { PATH: process.env.PATH, NODE_ENV: 'production' };
    // The secret both read from qinglan-secrets; the content pod publishes to the site Service, here the local site.
    const publish = { PUBLISH_WEBHOOK_SECRET: randomBytes(32).toString('base64') };
    const c = startReadOnly([process.execPath, 'content-service/src/main.js'], {
      cwd: ROOT,
      env: { ...base, ...localEnv(containerEnv(objects, contentContainer).values), CONTENT_HOST: '127.0.0.1', CONTENT_PORT: String(contentPort), RESERVATIONS_KEY: randomBytes(32).toString('base64'), LOG_LEVEL: 'warn',
        ...publish, PUBLISH_HOOK_URL: `http://127.0.0.1:${sitePort}/_hooks/publish` },
      writable: writable(contentContainer),
    });
    procs.push(c);
    await waitForOk(`http://127.0.0.1:${contentPort}/health`, c);
    const { REDIS_URL: _redis, ...siteEnv } = containerEnv(objects, siteContainer).values;
    const s = startReadOnly([process.execPath, 'server/main.js'], {
      cwd: ROOT,
      env: { ...base, ...localEnv(siteEnv), HOST: '127.0.0.1', METRICS_HOST: '127.0.0.1', PORT: String(sitePort), METRICS_PORT: String(metricsPort), API_BASE_URL: `http://127.0.0.1:${contentPort}`, LOG_LEVEL: 'warn', ...publish },
      writable: writable(siteContainer),
    });
    procs.push(s);
    await waitForOk(`http://127.0.0.1:${sitePort}/healthz`, s);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
  });

  it('serves from a read-only root, writing only to its volumes', async () => {
    const [content, site] = procs.map((p) => p.child.pid!);
    for (const pid of [content!, site!]) expect(mountsOf(pid).find((m) => m.path === '/')).toEqual({ path: '/', readOnly: true });
    expect(mountsOf(site!).filter((m) => !m.readOnly && !/^\/(proc|sys|dev)(\/|$)/.test(m.path)).map((m) => m.path)).toEqual(['/tmp']);
    expect(mountsOf(content!).filter((m) => !m.readOnly && !/^\/(proc|sys|dev)(\/|$)/.test(m.path)).map((m) => m.path).sort()).toEqual([join(ROOT, 'data'), '/tmp'].sort());
    // The databases are on the data volume, as the process sees it.
    expect(readdirSync(`/proc/${content}/root${join(ROOT, 'data')}`).sort()).toEqual(expect.arrayContaining(['content.db', 'reservations.db']));
    for (const path of ['/', '/en/hotel', '/en/tickets', '/en/search?q=lake', '/media/photos/w480/altai.jpg', '/sitemap.xml']) {
      const res = await fetch(`http://127.0.0.1:${listeners.PORT}${path}`);
      await res.arrayBuffer();
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
  });

  it('is read-only indeed: the content service without its data volume cannot start', async () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', ...localEnv(containerEnv(objects, contentContainer).values), CONTENT_HOST: '127.0.0.1', CONTENT_PORT: '0', RESERVATIONS_KEY: randomBytes(32).toString('base64'), PUBLISH_WEBHOOK_SECRET: randomBytes(32).toString('base64') };
    const p = startReadOnly([process.execPath, 'content-service/src/main.js'], { cwd: ROOT, env, writable: ['/tmp'] });
    procs.push(p);
    await expect.poll(() => p.running()).toBe(false);
    expect(p.child.exitCode).toBe(1);
    expect(p.output()).toBe(`content service: could not start: CONTENT_DB_PATH: the folder "${join(ROOT, 'data')}" is not writable by this process; SQLite creates the database there\n`);
  });

  /** The status the kubelet would get: the probe's path on the port its port name leads to. */
  async function probeStatus(c: Container, probe: Probe): Promise<number> {
    const { path, variable } = probeListener(objects, c, probe);
    const port = listeners[variable];
    if (port === undefined) throw new Error(`${variable} is not a listener of the running app`);
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    await res.arrayBuffer();
    return res.status;
  }

  it('answer 200 on the ports and paths the manifests name', async () => {
    const statuses = {
      siteStartup: await probeStatus(siteContainer, siteContainer.startupProbe!),
      siteReadiness: await probeStatus(siteContainer, siteContainer.readinessProbe!),
      siteLiveness: await probeStatus(siteContainer, siteContainer.livenessProbe!),
      contentReadiness: await probeStatus(contentContainer, contentContainer.readinessProbe!),
      contentLiveness: await probeStatus(contentContainer, contentContainer.livenessProbe!),
    };
    expect(statuses).toEqual({ siteStartup: 200, siteReadiness: 200, siteLiveness: 200, contentReadiness: 200, contentLiveness: 200 });
    expect([siteContainer.readinessProbe!.httpGet!.path, siteContainer.livenessProbe!.httpGet!.path]).toEqual(['/readyz', '/healthz']);
  });

  it('fail when a probe names the wrong port or path', async () => {
    const liveness = siteContainer.livenessProbe!;
    // The internal listener has no /healthz.
    expect(await probeStatus(siteContainer, { ...liveness, httpGet: { path: '/healthz', port: 'metrics' } })).toBe(404);
    expect(await probeStatus(siteContainer, { ...liveness, httpGet: { path: '/health', port: 'http' } })).toBe(404);
    await expect(probeStatus(siteContainer, { ...liveness, httpGet: { path: '/healthz', port: 8080 } })).rejects.toThrow('site: port 8080 is set by 0 variables (), not one');
    await expect(probeStatus(siteContainer, { ...liveness, httpGet: { path: '/healthz', port: 'web' } })).rejects.toThrow('site: no container port named web');
  });
});
