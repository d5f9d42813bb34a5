import { useEffect } from 'react';

/** The browser tab names the page on screen; the previous title comes back when the page closes. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
