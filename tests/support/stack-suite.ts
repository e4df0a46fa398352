/**
 * One site + content service per test file (at TEST_NOW), started before its tests and closed
 * after them, with a GET helper and direct access to the content service.
 */
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { contentApi } from './content-api.ts';
import { startStack, type Site } from './site.ts';

export function stackSuite() {
  let site: Site & { content: { url: string } };
  beforeAll(async () => {
    site = await startStack();
  });
  afterAll(() => site.close());
  return {
    site: () => site,
    get: (path: string) => request(site.url).get(path),
    ...contentApi(() => site.content.url),
  };
}
