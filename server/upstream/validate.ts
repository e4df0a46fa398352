/**
 * One check for every reply the site takes in, from the upstream or read back from the shared
 * cache (docs/decisions/011-validated-upstream-replies.md, 041-item-by-item-validation.md): the
 * endpoint's schema, item by item. Invalid items are dropped and values with a safe meaning
 * coerced (both tallied); the reply is refused whole only when its envelope or a field a page
 * cannot do without is wrong. URLs pass the one allow-list inside the schema, so what this
 * returns is what every page may use as it is.
 */
import type { ApiEnvelope } from '../../shared/api/envelope.ts';
import type { EndpointData, EndpointPath } from '../../shared/api/endpoints.ts';
import { envelopeSchema } from '../../shared/api/schemas/endpoints.ts';
import { collectNotes, type NoteTally } from '../../shared/api/schemas/notes.ts';

/** Issues named in a refusal: the message is logged, and a hostile reply may have thousands. */
const NAMED_ISSUES = 3;

export type Checked<P extends EndpointPath> =
  | { ok: true; value: ApiEnvelope<EndpointData<P>>; notes: NoteTally }
  | { ok: false; issues: string };

export function checkReply<P extends EndpointPath>(path: P, reply: unknown): Checked<P> {
  const { result, notes } = collectNotes(() => envelopeSchema(path).safeParse(reply));
  if (result.success) return { ok: true, value: result.data as ApiEnvelope<EndpointData<P>>, notes };
  const issues = result.error.issues
    .slice(0, NAMED_ISSUES)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
  return { ok: false, issues };
}

/** Whether a validation changed anything: a value the site wrote itself never does. */
export const changedByValidation = (notes: NoteTally): boolean => notes.dropped + notes.coerced > 0;
