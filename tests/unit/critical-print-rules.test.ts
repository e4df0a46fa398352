/**
 * The critical CSS leaves the print rules out (scripts/critical-css/print-rules.ts): they cannot
 * change a screen's first paint, and the full stylesheet brings them before anyone prints.
 */
import { describe, expect, it } from 'vitest';
import { withoutPrintRules } from '../../scripts/critical-css/print-rules.ts';

describe('withoutPrintRules', () => {
  it('drops @media print blocks and keeps screen and mixed queries', () => {
    const css = '.a{color:red}@media print{.b{display:none}}@media (width>=40rem){.c{color:blue}}@media print and (orientation:landscape){.d{color:green}}@media PRINT{.e{top:0}}';
    expect(withoutPrintRules(css)).toBe('.a{color:red}@media (width>=40rem){.c{color:blue}}@media print and (orientation:landscape){.d{color:green}}');
  });

  it('drops them inside a layer too', () => {
    expect(withoutPrintRules('@layer utilities{.x{color:red}@media print{.print\\:hidden{display:none}}}')).toBe('@layer utilities{.x{color:red}}');
  });
});
