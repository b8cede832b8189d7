/**
 * The five kinds of ten god and the element each stands for with a given day master.
 * The relations of the elements (生 and 克) come from tyme4ts' Element.
 */
import { Element } from 'tyme4ts';
import { GOD_CATEGORIES, type GodCategory } from './types';

/** Ten-god names as tyme4ts writes them, by kind: the definition of the 十神 groups. */
const CATEGORY_OF_GOD: Readonly<Record<string, GodCategory>> = {
  比肩: 'peer',
  劫财: 'peer',
  正印: 'resource',
  偏印: 'resource',
  食神: 'output',
  伤官: 'output',
  正财: 'wealth',
  偏财: 'wealth',
  正官: 'officer',
  七杀: 'officer',
};

export function categoryOfGod(tenGod: string): GodCategory {
  const category = CATEGORY_OF_GOD[tenGod];
  if (!category) throw new RangeError(`not a ten god: ${tenGod}`);
  return category;
}

/** Each day master element's five kinds (同我, 生我, 我生, 我克, 克我), from tyme4ts' Element once. */
const RELATED: ReadonlyMap<string, Readonly<Record<GodCategory, string>>> = new Map(
  Element.NAMES.map((name) => {
    const own = Element.fromName(name);
    return [
      name,
      {
        peer: name,
        resource: own.getReinforced().getName(),
        output: own.getReinforce().getName(),
        wealth: own.getRestrain().getName(),
        officer: own.getRestrained().getName(),
      },
    ];
  }),
);

function relatedTo(dayMasterElement: string): Readonly<Record<GodCategory, string>> {
  const related = RELATED.get(dayMasterElement);
  if (!related) throw new RangeError(`not an element: ${dayMasterElement}`);
  return related;
}

/** The element of a kind for a day master's element. */
export const elementOfCategory = (dayMasterElement: string, category: GodCategory): string =>
  relatedTo(dayMasterElement)[category];

/** The kind an element plays for a day master's element. */
export function categoryOfElement(dayMasterElement: string, element: string): GodCategory {
  const related = relatedTo(dayMasterElement);
  const found = GOD_CATEGORIES.find((category) => related[category] === element);
  if (!found) throw new RangeError(`not an element: ${element}`);
  return found;
}
