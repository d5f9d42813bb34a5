import { createContext, type ReactNode } from 'react';

/**
 * Renders Radix's close control, given by the open dialog to the `DialogClose` inside it: the light `Dialog` module
 * (on every page) names no Radix code; the dialog's own module (loaded when one opens) brings it.
 */
export const DialogCloseContext = createContext<
  ((props: { asChild?: boolean; children: ReactNode }) => ReactNode) | null
>(null);
