import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../../shared/config/paths';
import { ErrorBlock } from '../../../shared/ui/error-block';

/** What a chart page shows when its address holds no usable birth data. */
export function ChartProblem({ problem }: { problem: 'badRequest' | 'badDate' }) {
  const { t } = useTranslation('bazi');
  return (
    <ErrorBlock
      status="empty"
      title={t(`problems.${problem}`)}
      description={<Link to={PAGES.birthInput}>{t('problems.enterAgain')}</Link>}
    />
  );
}
