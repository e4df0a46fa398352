/** Reads server-rendered HTML in tests without a DOM: text of a data-testid element, state. */
const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

function decode(s: string): string {
  return s.replace(/&(quot|#x27|lt|gt|amp);/g, (m) => ENTITIES[m]!);
}

/** Text content of the first element with this data-testid (tags stripped, entities decoded). */
export function testIdText(html: string, id: string): string | null {
  const m = new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</(dd|p|span|div|section|h1|h2|code)>`).exec(html);
  return m ? decode(m[1]!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')) : null;
}

/** The dehydrated state object written into the page (a JSON data element). */
export function pageState(html: string): any {
  const m = /<script type="application\/json" id="__QL_STATE__">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no state in page');
  return JSON.parse(m[1]!);
}
