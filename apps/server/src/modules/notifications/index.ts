import { defineModule } from '../../container/define-module';
import { createRecipientsRepo } from './recipients-repo';
import { createReminders } from './reminders';
import { createReplyNotice } from './reply-notice';
import { scheduleReminders } from './schedule';

export type { MemberNotifier } from './member-notifier';
export { sendEach } from './send-each';
export { DEFAULT_LANGUAGE } from './texts/catalogue';

declare module '../../container/define-module' {
  interface ModuleExports {
    notifications: { readonly notifyReply: ReturnType<typeof createReplyNotice> };
  }
}

/**
 * The server's own notifications: the reply notice (sent at once) and, with a job runner, the
 * daily tarot and check-in reminders. Answers the hook the admin feedback service calls.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  dependsOn: ['push'],
  async register(app, { platform, push }) {
    const recipients = createRecipientsRepo(platform.database.db);
    return { notifyReply: createReplyNotice({ recipients, notifier: push, log: app.log }) };
  },
  async jobs(runner, _app, { platform, push }) {
    const recipients = createRecipientsRepo(platform.database.db);
    await scheduleReminders(runner, createReminders({ recipients, notifier: push, now: () => new Date() }));
  },
});
