// For tests (stories and DOM tests in a real browser): where characters land on screen, to check the order a
// value reads in, e.g. that a phone number's "+" shows before its digits in a right-to-left page.

/** The on-screen left edge (px) of the first `char` in `element`'s text, from a Range's client rect. */
export function charLeft(element: Element, char: string): number {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(char) ?? -1;
    if (at < 0) continue;
    const range = element.ownerDocument.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + char.length);
    const rect = range.getClientRects()[0];
    if (!rect) throw new Error(`"${char}" in "${element.textContent}" is not rendered`);
    return rect.left;
  }
  throw new Error(`"${char}" is not in "${element.textContent}"`);
}

/** Whether `first` shows to the left of `then` in `element`, i.e. the two read left to right. */
export function readsLeftToRight(element: Element, first: string, then: string): boolean {
  return charLeft(element, first) < charLeft(element, then);
}
