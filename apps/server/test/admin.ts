import { eq } from 'drizzle-orm';
import { appUser } from '../src/db/schema';
import type { TestServer } from './harness';
import { signUp } from './session';

/** A fresh member made administrator straight in the database (the guard reads roles from there). */
export async function signUpAdmin(server: TestServer): Promise<Awaited<ReturnType<typeof signUp>>> {
  const member = await signUp(server);
  await server.database.db
    .update(appUser)
    .set({ role: ['admin'] })
    .where(eq(appUser.id, member.user.uid));
  return member;
}
