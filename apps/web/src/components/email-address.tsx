import * as listStyles from './list.css.ts';

/**
 * An email address that may wrap: after the '@' first (`name@` / `example.com`), anywhere only when a part is
 * still too long for its column.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span className={listStyles.breakAnywhere}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  );
}
