import { useEffect } from 'react';

/** The browser tab names the page on screen; the previous title comes back when the page closes. */
export function useDocumentTitle(title: string) {
  // eslint-disable-next-line mijas/no-react-state -- browser: the tab's title
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
