/**
 * The catalogue's own styles, scoped by the `mcat-` prefix, as the flow player's panel (panel-css.ts): a tool's
 * page, independent of the design system's theme. Colours pass WCAG AA on white.
 */
export const catalogueCss = `
.mcat { --mcat-text: #1f2933; --mcat-muted: #52606d; --mcat-line: #cbd2d9; --mcat-soft: #f5f7fa;
  --mcat-accent: #1d4ed8; --mcat-warn: #9a3412; --mcat-ok: #166534;
  font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; color: var(--mcat-text); background: #fff;
  padding: 16px 24px 48px; max-inline-size: 100%; }
.mcat h1 { font-size: 22px; margin: 0 0 4px; }
.mcat h2 { font-size: 17px; margin: 28px 0 8px; }
.mcat p { margin: 4px 0 8px; max-inline-size: 90ch; }
.mcat code { font: 12.5px ui-monospace, SFMono-Regular, Menlo, monospace; }
.mcat a { color: var(--mcat-accent); }
.mcat-muted { color: var(--mcat-muted); }
.mcat-summary { display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 8px 0; padding: 0; list-style: none; }
.mcat-note { border-inline-start: 4px solid var(--mcat-warn); background: #fff7ed; padding: 6px 12px; }
.mcat-figure { margin: 0; border: 1px solid var(--mcat-line); border-radius: 6px; background: var(--mcat-soft); }
.mcat-scroll { overflow: auto; max-block-size: 80vh; }
.mcat-scroll:focus-visible { outline: 2px solid var(--mcat-accent); outline-offset: -2px; }
.mcat-figure svg { display: block; }
.mcat-figure figcaption { padding: 6px 10px; border-block-start: 1px solid var(--mcat-line); background: #fff;
  font-size: 13px; color: var(--mcat-muted); }
.mcat table { border-collapse: collapse; inline-size: 100%; font-size: 13px; }
.mcat th, .mcat td { text-align: start; vertical-align: top; padding: 5px 8px;
  border-block-end: 1px solid var(--mcat-line); }
.mcat th { background: var(--mcat-soft); font-weight: 600; }
.mcat ul.mcat-links { margin: 0; padding: 0; list-style: none; }
.mcat-none { color: var(--mcat-warn); font-weight: 600; }
.mcat-yes { color: var(--mcat-ok); }
.mcat-no { color: var(--mcat-warn); }
.mcat-check { list-style: none; padding: 0; margin: 0; }
.mcat-check li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; padding: 4px 0;
  border-block-end: 1px solid var(--mcat-line); }
.mcat-check label { display: inline-flex; gap: 6px; align-items: baseline; min-inline-size: 22ch; }
.mcat-check input { inline-size: 16px; block-size: 16px; }
.mcat-progress { font-weight: 600; }
.mcat-index td:first-child { white-space: nowrap; }
`;
