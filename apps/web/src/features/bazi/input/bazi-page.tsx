import { useSearchParams } from 'react-router';
import { PAGES } from '../../../shared/config/paths';
import { BirthForm } from './birth-form';

/**
 * Which chart the form opens: `?next=bazipro` or `?next=ziwei`, else 详情. The tiles now open
 * those pages directly; the parameter stays because links to it were handed out and bookmarked.
 */
const TARGETS: Readonly<Record<string, string>> = { bazipro: PAGES.baziPro, ziwei: PAGES.ziwei };

/** `/bazi`: the birth data a chart is drawn from. */
export default function BaziPage() {
  const [params] = useSearchParams();
  return <BirthForm target={TARGETS[params.get('next') ?? ''] ?? PAGES.baziDetails} />;
}
