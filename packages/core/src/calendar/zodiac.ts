/**
 * The twelve 生肖 as tyme4ts names them, in branch order (子鼠 … 亥猪), for the 生肖
 * pickers of 择日 and the like. searchGoodDays accepts exactly these names.
 */
import { Zodiac } from 'tyme4ts';

export const ZODIAC_NAMES: readonly string[] = Object.freeze([...Zodiac.NAMES]);
