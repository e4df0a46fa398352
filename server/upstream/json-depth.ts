/**
 * The nesting depth of a JSON text, by one linear scan of its brackets outside strings,
 * stopping as soon as `limit` is passed: deeply nested replies are refused before JSON.parse
 * builds them, so nothing later (validation, state serialisation, rendering) can overflow
 * the stack on them (docs/decisions/011-validated-upstream-replies.md).
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}
