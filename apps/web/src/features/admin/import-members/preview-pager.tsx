import { Button, Inline, Text } from '@mijas/ui';
import { useText } from '../../../i18n/index.ts';
import type { ImportFlow } from './import-flow.ts';

/** The preview's pages: Previous, "Rows 51 to 100 of 120" (announced), Next. */
export function PreviewPager({
  flow,
  page,
  pages,
  first,
  last,
  total,
}: {
  flow: ImportFlow;
  /** 0-based, of `pages`. */
  page: number;
  pages: number;
  /** The rows shown (1-based) of `total`. */
  first: number;
  last: number;
  total: number;
}) {
  const text = useText().importMembers;
  return (
    <Inline gap="sm" align="center">
      <Button
        variant="outline"
        size="sm"
        disabled={page === 0}
        onClick={() => flow.send({ type: 'preview.page', page: page - 1 })}
      >
        {text.preview.previous}
      </Button>
      <Text aria-live="polite">{text.preview.shown(first, last, total)}</Text>
      <Button
        variant="outline"
        size="sm"
        disabled={page === pages - 1}
        onClick={() => flow.send({ type: 'preview.page', page: page + 1 })}
      >
        {text.preview.next}
      </Button>
    </Inline>
  );
}
