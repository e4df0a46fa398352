/** Structured data for search engines, escaped so no content string can close the tag. */
import { scriptJson } from '../../../shared/script-json.ts';

export { scriptJson as jsonLdText };

export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
