import { FIELD_LIMITS } from '@mijas/api';
import {
  memberSuggestionsMessage,
  type MemberSuggestionsSnapshot,
  type SearchableListEvent,
} from '@mijas/machines';
import { SearchCombobox, type SearchSuggestion } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import * as styles from './sub-page.css.ts';

type SuggestionsActor = ActorRef<MemberSuggestionsSnapshot, { type: string }>;

/** A history page's machine, as far as its search box is concerned. */
export type MemberSearchActor = ActorRef<
  Snapshot<unknown> & {
    context: { searchBy: string; searchValue: string; searchError: string | null };
    children: { suggestions?: SuggestionsActor | undefined };
  },
  SearchableListEvent
>;

export interface MemberSearchProps {
  history: MemberSearchActor;
  text: {
    /** Names the search landmark, e.g. 'Search membership history'. */
    label: string;
    username: string;
    placeholder: string;
    clear: string;
    suggestions: string;
    partialHint: string;
    pickedHint: (username: string) => string;
  };
}

/**
 * The history pages' search: the typed text finds every member whose username contains it (the machine waits
 * for a pause), the members that match are suggested under the box, and choosing one shows that member's
 * rows only. Enter does not reload the page; the clear button (or Escape, once the list is closed) empties the
 * box. The box takes no more than the contract's search limit.
 */
export function MemberSearch({ history, text }: MemberSearchProps) {
  const search = useSelector(history, (s) => s.context.searchValue);
  const member = useSelector(history, (s) => s.context.searchBy === 'member');
  const searchError = useSelector(history, (s) => s.context.searchError);
  const suggestions = useSelector(history, (s) => s.children.suggestions);
  const open = useSelector(suggestions, (s) => s?.hasTag('open') ?? false);
  const busy = useSelector(suggestions, (s) => s?.hasTag('busy') ?? false);
  const status = useSelector(suggestions, (s) => (s ? memberSuggestionsMessage(s) : null));
  const members = useSelector(suggestions, (s) => s?.context.suggestions);
  const options = useMemo<SearchSuggestion[]>(
    () =>
      (members ?? []).map((found) => ({
        id: found.id,
        label: found.username,
        description: found.fullName,
      })),
    [members],
  );
  const hint =
    search.trim() === '' ? undefined : member ? text.pickedHint(search) : text.partialHint;
  return (
    <form
      role="search"
      aria-label={text.label}
      className={styles.search}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <SearchCombobox
        label={text.username}
        listLabel={text.suggestions}
        name="username"
        placeholder={text.placeholder}
        maxLength={FIELD_LIMITS.searchMax}
        value={search}
        onValueChange={(value) => history.send({ type: 'search.change', value })}
        suggestions={options}
        open={open}
        busy={busy}
        status={status}
        onClose={() => history.send({ type: 'suggestions.close' })}
        onSelect={(picked) => history.send({ type: 'member.pick', username: picked.label })}
        onClear={() => history.send({ type: 'search.clear' })}
        clearLabel={text.clear}
        hint={searchError ? undefined : hint}
        error={searchError ?? undefined}
      />
    </form>
  );
}
