/**
 * Drops the print rules (`@media print`, client/styles/print.css and Tailwind's print:
 * variants) from a page kind's critical CSS: they cannot change the first paint on a screen,
 * and the full stylesheet, which has them, has long arrived by the time anyone prints.
 */
import postcss from 'postcss';

export function withoutPrintRules(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('media', (rule) => {
    if (/^print$/i.test(rule.params.trim())) rule.remove();
  });
  return root.toString();
}
