/**
 * The instant every site test runs at, whatever the machine's date: 10:30 on 24 November
 * 2026 in the area (Asia/Shanghai), the day the demo content was written for. The demo
 * content service resolves its dates against the same clock, so expectations written out
 * literally in the tests stay true on any day the suite is run (docs/decisions/004-site-clock.md).
 */
import { fixedClock } from '../../shared/clock.ts';

export const TEST_NOW = new Date('2026-11-24T02:30:00Z');
export const testClock = fixedClock(TEST_NOW);
