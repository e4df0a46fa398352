/** The axe matrix's Chinese half (matrix.ts says what it checks). */
import { axeMatrix } from './matrix.ts';

axeMatrix('zh-CN');
