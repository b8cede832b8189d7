import { defineModule } from '../../container/define-module';
import { createRetention } from './repo';

const JOB = 'retention';
/** The usage statistics' own purge, which this job took over (0028): its schedule goes. */
const REPLACED_JOB = 'usage-purge';

/** The daily retention job on the job runner, once across all instances, at a quiet hour in China. */
export const retentionModule = defineModule({
  name: 'retention',
  dependsOn: [],
  async jobs(runner, app, { platform }) {
    const retention = createRetention(platform.database.db);
    await runner.work(JOB, async () => {
      app.log.info({ deleted: await retention.run(new Date()) }, 'retention');
    });
    await runner.schedule(JOB, '40 3 * * *', 'Asia/Shanghai');
    await runner.unschedule(REPLACED_JOB);
  },
});
