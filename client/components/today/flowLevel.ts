/**
 * The visitor-flow level, one rule for the header chip, the flow card and the home "Today"
 * strip. Share = visitors in the area / instant capacity:
 *   empty        nobody inside (the area is closed: docs/decisions/024-area-time-live-data.md)
 *   comfortable  < 50 %
 *   moderate     50 % to < 80 %
 *   busy         80 % to < 100 %   (the product's warning colour starts here)
 *   full         ≥ 100 %
 */
import type { FlowRate } from '../../../shared/api/shell.ts';
import { percentOf } from '../../format/numbers.ts';

const FLOW_MODERATE_RATIO = 0.5;
/** Share of capacity from which the flow shows the warning colour (docs/product.md, visitor flow). */
const FLOW_WARNING_RATIO = 0.8;

export type FlowLevel = 'empty' | 'comfortable' | 'moderate' | 'busy' | 'full';

export function flowLevel(flow: Pick<FlowRate, 'current' | 'instantCapacity'>): { percent: number; level: FlowLevel; warn: boolean } {
  const ratio = flow.instantCapacity > 0 ? flow.current / flow.instantCapacity : 0;
  const level: FlowLevel =
    flow.current <= 0 ? 'empty' : ratio >= 1 ? 'full' : ratio >= FLOW_WARNING_RATIO ? 'busy' : ratio >= FLOW_MODERATE_RATIO ? 'moderate' : 'comfortable';
  return { percent: percentOf(ratio), level, warn: ratio >= FLOW_WARNING_RATIO };
}
