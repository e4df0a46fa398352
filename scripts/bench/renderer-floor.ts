/**
 * The renderer's floor for a page (docs/decisions/040-renderer-floor.md): the page's own HTML,
 * as the site sent it, parsed back into plain host elements (no components, hooks, context,
 * router or i18n) and rendered again with react-dom's `renderToPipeableStream`, the renderer
 * the site must use. What that costs per page is the least any render of these elements can
 * cost in this process, whatever our components do; the bench prints it beside the site's own
 * CPU per uncached page.
 */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { createElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

// Elements whose text React writes raw: they are given it as inner HTML.
const RAW_TEXT = new Set(['script', 'style']);

/** `style="a-b:c"` → `{ aB: 'c' }` (React takes styles as objects; custom properties kept). */
function styleObject(css: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const at = decl.indexOf(':');
    if (at < 0) continue;
    const name = decl.slice(0, at).trim();
    out[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = decl.slice(at + 1).trim();
  }
  return out;
}

function toReact(node: ChildNode, key: number): ReactNode {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return null; // comments: React's own markers
  const el = node as Element;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(el.attribs)) props[name] = name === 'style' ? styleObject(value) : value;
  if (RAW_TEXT.has(el.name)) {
    const text = el.children.map((c) => (c.type === 'text' ? c.data : '')).join('');
    return createElement(el.name, { ...props, dangerouslySetInnerHTML: { __html: text } });
  }
  return createElement(el.name, props, ...el.children.map(toReact));
}

const countElements = (nodes: ChildNode[]): number =>
  nodes.reduce((n, c) => (c.type === 'tag' || c.type === 'script' || c.type === 'style' ? n + 1 + countElements(c.children) : n), 0);

/** The page's `<html>` element as a tree of host elements, and how many elements it has. */
export function hostTree(html: string): { tree: ReactNode; elements: number } {
  const doc = parseDocument(html, { lowerCaseAttributeNames: false, recognizeSelfClosing: true });
  const root = doc.children.find((c): c is Element => c.type === 'tag' && c.name === 'html');
  if (!root) throw new Error('renderer floor: the page has no <html> element');
  return { tree: toReact(root, 0), elements: countElements([root]) };
}

/** One render of `tree`, each chunk handed to `onChunk`; resolves with the bytes written. */
export function renderTree(tree: ReactNode, onChunk: (chunk: Buffer) => void = () => {}): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        onChunk(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(bytes));
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

export interface Floor {
  /** Median CPU (user + system) per render, ms. */
  cpuMs: number;
  bytes: number;
  elements: number;
}

/**
 * CPU per render (user + system, ms): after a warm-up, `rounds` rounds of `perRound` renders,
 * the median round (a round caught by a major GC or another process is not the floor).
 */
export async function rendererFloor(html: string, rounds = 5, perRound = 100): Promise<Floor> {
  const { tree, elements } = hostTree(html);
  let bytes = 0;
  for (let i = 0; i < 50; i++) bytes = await renderTree(tree);
  const perRender: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < perRound; i++) await renderTree(tree);
    const used = process.cpuUsage(start);
    perRender.push((used.user + used.system) / 1000 / perRound);
  }
  return { cpuMs: perRender.sort((a, b) => a - b)[Math.floor(rounds / 2)]!, bytes, elements };
}

// Run as a child of the bench (with the image's node flags, like the site): the page's HTML
// file as argument, the result as JSON on stdout.
if (import.meta.main) console.log(JSON.stringify(await rendererFloor(readFileSync(process.argv[2]!, 'utf8'))));
