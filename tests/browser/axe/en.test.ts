/** The axe matrix's English half (matrix.ts says what it checks). */
import { axeMatrix } from './matrix.ts';

axeMatrix('en');
