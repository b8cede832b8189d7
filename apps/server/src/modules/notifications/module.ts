import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/runner';
import type { MemberNotifier } from './member-notifier';
import { createRecipientsRepo } from './recipients-repo';
import { createReminders } from './reminders';
import { createReplyNotice } from './reply-notice';
import { scheduleReminders } from './schedule';

/**
 * The server's own notifications: the reply notice (sent at once) and, with a job runner, the
 * daily tarot and check-in reminders. Answers the hook the admin feedback service calls.
 */
export async function registerNotifications(
  app: FastifyInstance,
  deps: { db: Database; notifier: MemberNotifier; jobs: JobRunner | undefined; now?: () => Date },
) {
  const recipients = createRecipientsRepo(deps.db);
  if (deps.jobs) {
    const now = deps.now ?? (() => new Date());
    await scheduleReminders(deps.jobs, createReminders({ recipients, notifier: deps.notifier, now }));
  }
  return { notifyReply: createReplyNotice({ recipients, notifier: deps.notifier, log: app.log }) };
}
