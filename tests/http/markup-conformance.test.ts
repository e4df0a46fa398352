/**
 * Conforming markup (docs/product.md §9): the server-rendered HTML of every route in both
 * languages (tests/support/route-pages.ts) has no error under html-validate's rules about the
 * HTML standard (`html-validate:standard`: content models, ARIA attribute use, heading order,
 * ids) and about whole documents (`html-validate:document`), plus one content-model rule the
 * validator does not carry (a `div` inside a `dl`: only `dt` then `dd` groups). Style presets
 * (quoting, self-closing void elements, attribute case) are not used: they are no conformance.
 */
import { HtmlValidate, Rule, type DOMReadyEvent, type Plugin } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { PAGES_BOTH_LANGUAGES } from '../support/route-pages.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { get } = stackSuite();

/**
 * HTML §4.4.9 (the dl element): a div that is a child of a dl holds one or more dt then one or
 * more dd, optionally with script-supporting elements; nothing else (an icon beside a term
 * belongs inside the dt or dd). html-validate's element table lets a div hold any flow content
 * wherever it stands.
 */
class DlDivContent extends Rule {
  setup() {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const div of event.document.querySelectorAll('dl > div')) {
        for (const child of div.childElements) {
          if (!['dt', 'dd', 'script', 'template'].includes(child.tagName)) this.report(child, `<${child.tagName}> is not permitted as content under <dl> > <div> (only <dt> and <dd>)`);
        }
      }
    });
  }
}
const conformance: Plugin = { name: 'qinglan-conformance', rules: { 'qinglan-conformance/dl-div-content': DlDivContent } };

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  plugins: [conformance],
  rules: {
    'qinglan-conformance/dl-div-content': 'error',
    // Subresource integrity is a security measure the standard leaves optional, not a
    // conformance requirement; every script and stylesheet here is same-origin and
    // content-hashed by the build (docs/decisions/027-versioned-shell.md).
    'require-sri': 'off',
  },
});

describe('every page is conforming HTML', () => {
  it.each(PAGES_BOTH_LANGUAGES)('%s %s', async (_locale, path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const report = await validator.validateString(res.text, path);
    const errors = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (at ${JSON.stringify(res.text.slice(m.offset, m.offset + 80))})`));
    expect(errors).toEqual([]);
  });
});
