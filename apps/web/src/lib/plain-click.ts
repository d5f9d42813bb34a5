/** A plain primary click (no modifier key): a link followed in this tab, which the page may carry out itself. */
export const isPlainClick = (
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
