import type { MemberMessage, MemberNotifier } from './member-notifier';

/**
 * Sends one message to each member in turn. One member's failure does not stop the others;
 * afterwards the failures are thrown together, so the job runner retries the job and the
 * dedupe keys keep those who already have theirs from getting it twice. Answers how many
 * messages were sent (a used key or push turned off sends nothing).
 */
export async function sendEach<Member extends { readonly userId: string }>(
  notifier: MemberNotifier,
  members: readonly Member[],
  messageFor: (member: Member) => MemberMessage,
): Promise<number> {
  let sent = 0;
  const failures: unknown[] = [];
  for (const member of members) {
    try {
      if (await notifier.sendToMember(member.userId, messageFor(member))) sent += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} of ${members.length} messages failed`);
  return sent;
}
