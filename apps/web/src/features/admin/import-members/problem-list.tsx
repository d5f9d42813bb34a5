import * as styles from './import-members.css.ts';

/** One problem as text, several as a list. */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 1) return <>{problems[0]}</>;
  return (
    <ul className={styles.problemList}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
