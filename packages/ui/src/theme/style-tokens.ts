// The entry of @mijas/ui for the app's stylesheets (`*.css.ts`): the design tokens and nothing else.
//
// Why: vanilla-extract compiles a stylesheet module with an import of the CSS of every stylesheet its own imports
// evaluate. A page's stylesheet that took `vars` from the flat entry (`@mijas/ui`) evaluated every component's,
// so the page's code asked for the CSS of every component (checkboxes, the password checklist, the landing's
// footer on a Receipts page). From here it reaches the token contract, which writes no CSS.
export { vars } from './vars.css';
export { cardsQuery as dataTableCardsQuery } from '../DataTable/cards-query';
