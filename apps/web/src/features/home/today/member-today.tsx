import { CheckInRow } from './check-in-row';
import { ContinueRow } from './continue-row';
import styles from './member-today.module.css';

/** What a signed-in member has going: the day's check-in and streak, and the last thing opened. */
export default function MemberToday() {
  return (
    <section className={styles.member}>
      <CheckInRow />
      <ContinueRow />
    </section>
  );
}
