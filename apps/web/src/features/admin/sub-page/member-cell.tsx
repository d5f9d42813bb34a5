import * as styles from './sub-page.css.ts';

/** Whose history row it is: the member's username, their full name under it (when they have one). */
export function MemberCell({ username, fullName }: { username: string; fullName: string | null }) {
  return (
    <span className={styles.member}>
      <bdi>{username}</bdi>
      {fullName ? <span className={styles.memberName}>{fullName}</span> : null}
    </span>
  );
}
