/**
 * Size bounds every upstream reply is held to before the site caches it
 * (docs/decisions/011-validated-upstream-replies.md): what the site can render and serialise
 * without risk, well above what the real content needs.
 */
import { z } from 'zod';

/** JSON nested deeper than this is refused before parsing (the contract needs 7). */
export const MAX_JSON_DEPTH = 32;
/** Longest string in a reply (rich-text bodies are the long ones). */
const MAX_STRING_CHARS = 200_000;
/** Most items in any array of a reply (a list page holds at most MAX_PAGE_SIZE). */
const MAX_ARRAY_ITEMS = 1_000;

export const str = () => z.string().max(MAX_STRING_CHARS);
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_ARRAY_ITEMS);
export const int = () => z.number().int();
export const num = () => z.number().finite();
