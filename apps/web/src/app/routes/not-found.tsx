import { Button, EmptyState } from '@mijas/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useText } from '../../i18n/index.ts';

export function Component() {
  const text = useText().common.notFound;
  const navigate = useNavigate();
  return (
    <main>
      <EmptyState
        title={
          <span role="heading" aria-level={1}>
            {text.title}
          </span>
        }
        description={text.description}
        action={<Button onClick={() => void navigate(paths.home.build())}>{text.home}</Button>}
      />
    </main>
  );
}
