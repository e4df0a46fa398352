// @vitest-environment node
/**
 * The service calls the site's publish webhook when its seed changes (content-service/README.md
 * "Publishing"): a file written into a running service's seed folder is reseeded and announced
 * by one signed call naming the endpoints it feeds; a failing or silent receiver gets a bounded
 * number of tries; nothing is sent when nothing changed. The receiver here checks each call
 * with the site's own check (shared/publish-hook.ts `verifyPublish`).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice, Page } from '../../shared/api/index.ts';
import { PUBLISH_SIGNATURE_HEADER, PUBLISH_TIMESTAMP_HEADER, verifyPublish, type PublishEvent, type PublishVerdict } from '../../shared/publish-hook.ts';
import { changedEndpoints } from '../src/publish/changed-endpoints.ts';
import { FIXTURE_SEED, startTestService, type TestService } from './helpers.ts';
import { URGENT_NOTICE } from '../../tests/support/urgent-notice.ts';

const NOW = new Date('2026-11-24T10:30:00+08:00');
const SECRET = 'a-secret-of-thirty-two-characters!!';
const WAIT = { timeout: 8000, interval: 25 };

interface Call { verdict: PublishVerdict; event: PublishEvent }

/** A receiver on loopback that answers each call with the next of `answers` (then 200); 'hang' never answers. */
async function receiver(answers: (number | 'hang')[] = []) {
  const calls: Call[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      void verifyPublish(SECRET, body, req.headers[PUBLISH_TIMESTAMP_HEADER] as string, req.headers[PUBLISH_SIGNATURE_HEADER] as string, NOW.getTime()).then((verdict) => {
        calls.push({ verdict, event: JSON.parse(body) as PublishEvent });
        const answer = answers.shift() ?? 200;
        if (answer !== 'hang') res.writeHead(answer).end();
      });
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/_hooks/publish`,
    calls,
    close: () => new Promise<void>((ok) => { server.closeAllConnections(); server.close(() => ok()); }),
  };
}

/** The service's log lines (JSON), to wait for what it reports. */
function logLines() {
  const lines: { msg: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { msg: string; level: number });
      done();
    },
  });
  return { lines, logger: { level: 'debug', stream } };
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function start(hook: { url: string | (() => string); attempts?: number; timeoutMs?: number } | null) {
  const seedDir = mkdtempSync(join(tmpdir(), 'publish-seed-'));
  cpSync(FIXTURE_SEED, seedDir, { recursive: true });
  // The fixture's QR codes go to a folder of their own, never the package's media/.
  const mediaDir = mkdtempSync(join(tmpdir(), 'publish-media-'));
  const log = logLines();
  const svc: TestService = await startTestService({
    now: () => NOW, seedDir, mediaDir, logger: log.logger, watchSeed: { debounceMs: 100 },
    ...(hook ? { publishHook: { secret: SECRET, backoffMs: 50, ...hook } } : {}),
  });
  closing.push(async () => {
    await svc.close();
    rmSync(seedDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  });
  return { svc, seedDir, log: log.lines };
}

/** Writes notices.json as an editor's tool does: a new file renamed over the old one. */
function publishNotices(seedDir: string, extra: object[]) {
  const path = join(seedDir, 'notices.json');
  const notices = JSON.parse(readFileSync(path, 'utf8')) as object[];
  writeFileSync(`${path}.tmp`, JSON.stringify([...notices, ...extra]));
  renameSync(`${path}.tmp`, path);
}

const noticeIds = async (svc: TestService, lang: 'en' | 'zh-CN') =>
  (await svc.api<Page<Notice>>('/homeModule/getNotice?pageNum=1&pageSize=10', lang)).data.records.map((n) => [n.id, n.title]);

describe('publish webhook', () => {
  it('a new notices.json is served and announced by one signed call naming /homeModule/getNotice', async () => {
    const hook = await receiver();
    closing.push(hook.close);
    // The URL as a function, as an embedding site passes it (read at each call).
    const { svc, seedDir } = await start({ url: () => hook.url });
    expect(await noticeIds(svc, 'en')).toEqual([[1, 'Winter trail closure'], [2, 'New shuttle timetable']]);

    publishNotices(seedDir, [URGENT_NOTICE]);
    await vi.waitFor(() => expect(hook.calls).toHaveLength(1), WAIT);
    const [call] = hook.calls;
    expect(call!.verdict).toBe('ok');
    expect(call!.event.paths).toEqual(['/homeModule/getNotice']);
    expect(call!.event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await noticeIds(svc, 'en')).toEqual([[99, 'Mirror Lake boardwalk closed after a rockfall'], [1, 'Winter trail closure'], [2, 'New shuttle timetable']]);
    expect((await noticeIds(svc, 'zh-CN'))[0]).toEqual([99, '镜湖栈道因落石临时封闭']);

    // Read again with nothing new: no second call. A second publish is a second event.
    expect(await svc.reload()).toEqual({ files: [], seeded: false, published: null });
    publishNotices(seedDir, [{ ...URGENT_NOTICE, id: 100 }]);
    await vi.waitFor(() => expect(hook.calls).toHaveLength(2), WAIT);
    expect(hook.calls[1]!.verdict).toBe('ok');
    expect(hook.calls[1]!.event.id).not.toBe(call!.event.id);
  });

  it('a failing and a silent receiver get a bounded number of tries of the same event, then it is logged and dropped', async () => {
    const hook = await receiver([503, 'hang', 500]);
    closing.push(hook.close);
    const { seedDir, log } = await start({ url: hook.url, attempts: 3, timeoutMs: 300 });
    publishNotices(seedDir, [URGENT_NOTICE]);
    await vi.waitFor(() => expect(log.map((l) => l.msg)).toContain('publish webhook failed; giving up'), WAIT);
    expect(hook.calls.map((c) => c.verdict)).toEqual(['ok', 'ok', 'ok']);
    expect(new Set(hook.calls.map((c) => c.event.id)).size).toBe(1);
    expect(log.filter((l) => l.msg.startsWith('publish webhook failed')).map((l) => (l as unknown as { problem: string }).problem)).toEqual([
      'HTTP 503', 'no answer in 300 ms', 'HTTP 500',
    ]);
    // The secret never reaches the log.
    expect(JSON.stringify(log)).not.toContain(SECRET);
  });

  it('a write that changes nothing, or a file that does not parse, calls nobody; the old data keeps serving', async () => {
    const hook = await receiver();
    closing.push(hook.close);
    const { svc, seedDir, log } = await start({ url: hook.url });
    const path = join(seedDir, 'notices.json');
    writeFileSync(path, readFileSync(path));
    await vi.waitFor(() => expect(log.map((l) => l.msg)).toContain('content seed folder read again; no file changed'), WAIT);

    writeFileSync(path, '[{"id": 99, "title": ');
    await vi.waitFor(() => expect(log.map((l) => l.msg)).toContain('content seed changed but was refused; the previous data still serves'), WAIT);
    expect(await noticeIds(svc, 'en')).toEqual([[1, 'Winter trail closure'], [2, 'New shuttle timetable']]);
    expect(hook.calls).toEqual([]);
  });

  it('with no webhook set, a change is still served, and nothing is sent', async () => {
    const { svc, seedDir, log } = await start(null);
    publishNotices(seedDir, [URGENT_NOTICE]);
    await vi.waitFor(() => expect(log.map((l) => l.msg)).toContain('content seed reloaded'), WAIT);
    expect((await noticeIds(svc, 'en'))[0]).toEqual([99, 'Mirror Lake boardwalk closed after a rockfall']);
  });
});

describe('changedEndpoints', () => {
  it('maps seed files to the endpoints they feed; a file others quote, or an unknown one, means any', () => {
    expect(changedEndpoints(['notices.json'])).toEqual(['/homeModule/getNotice']);
    expect(changedEndpoints(['articles/hotel.json', 'faq.json', 'articles/news.json'])).toEqual([
      '/article/getArticleDetail', '/article/getArticleList', '/customerServer/getFaqList',
    ]);
    expect(changedEndpoints(['plan/year.json', 'subjects.json'])).toEqual(['/plan/getYear', '/subject/getSubjectDetail', '/subject/getSubjectList']);
    expect(changedEndpoints(['notices.json', 'facilities.json'])).toEqual([]);
    expect(changedEndpoints(['trails.json'])).toEqual([]);
    expect(changedEndpoints(['new-kind.json'])).toEqual([]);
  });
});
