/**
 * The panel's own styles, scoped by the `mfp-` prefix: it renders in Storybook's manager, over the app and in
 * a story's canvas, so it depends on neither Storybook's theme nor the design system. Colours pass WCAG AA.
 */
export const panelCss = `
.mfp { --mfp-text: #1f2933; --mfp-muted: #52606d; --mfp-line: #cbd2d9; --mfp-soft: #f5f7fa;
  --mfp-accent: #1d4ed8; font: 12px/1.45 system-ui, -apple-system, 'Segoe UI', sans-serif; color: var(--mfp-text);
  background: #fff; box-sizing: border-box; display: flex; flex-direction: column; min-height: 0; }
.mfp *, .mfp *::before, .mfp *::after { box-sizing: inherit; }
.mfp-addon { height: 100%; container-type: inline-size; }
.mfp-overlay { position: fixed; top: 0; right: 0; bottom: 0; width: min(480px, 100vw); z-index: 2147483000;
  border-left: 1px solid var(--mfp-line); box-shadow: -8px 0 24px rgb(15 23 42 / 0.18); }
.mfp-inline { border: 1px solid var(--mfp-line); border-radius: 6px; max-height: 720px; }
.mfp-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; padding: 6px 10px;
  border-bottom: 1px solid var(--mfp-line); background: var(--mfp-soft); }
.mfp-title { font-size: 13px; }
.mfp-status { color: var(--mfp-muted); }
.mfp-spacer { flex: 1; }
.mfp-link { display: flex; align-items: center; gap: 6px; flex-basis: 100%; }
.mfp-link input { flex: 1; font: inherit; padding: 3px 6px; border: 1px solid var(--mfp-line); border-radius: 4px; }
.mfp-columns { display: grid; gap: 0; min-height: 0; flex: 1; }
.mfp-addon .mfp-columns, .mfp-inline .mfp-columns {
  grid-template-columns: minmax(240px, 1.2fr) minmax(200px, 1fr) minmax(240px, 1.2fr) minmax(240px, 1.1fr); }
.mfp-overlay .mfp-columns { grid-template-columns: 1fr; overflow: auto; }
/* Storybook's panel on the right: one column, scrolled. */
@container (max-width: 760px) {
  .mfp-addon .mfp-columns { grid-template-columns: 1fr; overflow: auto; }
  .mfp-addon .mfp-column { border-right: 0; border-bottom: 1px solid var(--mfp-line); }
}
.mfp-column { display: flex; flex-direction: column; min-height: 0; min-width: 0;
  border-right: 1px solid var(--mfp-line); }
.mfp-column:last-child { border-right: 0; }
.mfp-overlay .mfp-column { border-right: 0; border-bottom: 1px solid var(--mfp-line); }
.mfp-column-head { display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 6px 10px; border-bottom: 1px solid var(--mfp-line); }
.mfp-heading { margin: 0; font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
.mfp-count { color: var(--mfp-muted); font-weight: 400; }
.mfp-column-body { overflow: auto; padding: 8px 10px; min-height: 0; }
.mfp-addon .mfp-column-body, .mfp-inline .mfp-column-body { flex: 1; }
.mfp-muted { color: var(--mfp-muted); }
.mfp-pad { padding: 12px; }
.mfp-button { font: inherit; color: var(--mfp-text); background: #fff; border: 1px solid #7b8794;
  border-radius: 4px; padding: 2px 8px; cursor: pointer; }
.mfp-button:hover { background: #e4e7eb; }
.mfp-button:focus-visible, .mfp select:focus-visible, .mfp textarea:focus-visible, .mfp input:focus-visible,
.mfp summary:focus-visible { outline: 2px solid var(--mfp-accent); outline-offset: 1px; }
.mfp-primary { background: var(--mfp-accent); border-color: var(--mfp-accent); color: #fff; }
.mfp-primary:hover { background: #1e40af; }
.mfp-small { padding: 0 6px; font-size: 11px; }
.mfp-list, .mfp-tree, .mfp-events, .mfp-timeline { list-style: none; margin: 0; padding: 0; }
.mfp-tree .mfp-tree { margin-left: 14px; padding-left: 8px; border-left: 2px solid var(--mfp-line); }
.mfp-actor { margin: 0 0 8px; }
.mfp-card { border: 1px solid var(--mfp-line); border-radius: 6px; padding: 6px 8px; background: #fff; }
.mfp-card-head { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.mfp-name { font-weight: 700; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.mfp-badge { display: inline-block; border-radius: 999px; padding: 0 6px; font-size: 11px; background: #e4e7eb;
  color: #323f4b; }
.mfp-kind-machine { background: #e0e7ff; color: #1e3a8a; }
.mfp-kind-promise { background: #fef3c7; color: #78350f; }
.mfp-status-done { background: #d1fae5; color: #064e3b; }
.mfp-status-error { background: #ffe4e6; color: #881337; }
.mfp-state { margin: 4px 0; display: flex; flex-wrap: wrap; gap: 4px; align-items: baseline; }
.mfp-state-value { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; background: #ecfdf5; color: #064e3b;
  border: 1px solid #a7f3d0; border-radius: 4px; padding: 0 4px; }
.mfp-details { margin: 4px 0; }
.mfp-details > summary, .mfp-json > summary { cursor: pointer; }
.mfp-json-children { margin-left: 12px; }
.mfp-json-leaf, .mfp-json summary { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 11px;
  word-break: break-word; }
.mfp-key { color: #7c2d12; }
.mfp-json-string { color: #065f46; }
.mfp-json-number, .mfp-json-boolean { color: #1e40af; }
.mfp-json-null { color: var(--mfp-muted); }
.mfp-events { display: flex; flex-direction: column; gap: 4px; margin-top: 6px; }
.mfp-event-head { display: flex; gap: 4px; align-items: center; }
.mfp-event-button { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; border-color: var(--mfp-accent);
  color: var(--mfp-accent); }
.mfp-payload { display: flex; flex-direction: column; gap: 2px; margin-top: 2px; }
.mfp-payload textarea { font: 11px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--mfp-text);
  border: 1px solid var(--mfp-line); border-radius: 4px; padding: 4px; resize: vertical; width: 100%; }
.mfp-error { color: #9f1239; margin: 2px 0; }
.mfp-fake { padding: 6px 0; border-bottom: 1px solid var(--mfp-line); display: flex; flex-direction: column; gap: 3px; }
.mfp-fake:last-child { border-bottom: 0; }
.mfp-fake-name { font-weight: 700; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.mfp-fake-calls { margin: 0; }
.mfp select, .mfp-delay input { font: inherit; color: var(--mfp-text); max-width: 100%; padding: 2px 4px;
  border: 1px solid #7b8794; border-radius: 4px; background: #fff; }
.mfp-delay { display: flex; gap: 6px; align-items: center; }
.mfp-delay input { width: 90px; }
.mfp-timeline { display: flex; flex-direction: column; }
.mfp-entry { display: flex; flex-wrap: wrap; gap: 2px 6px; align-items: baseline; padding: 3px 0;
  border-bottom: 1px solid #e4e7eb; }
/* What the story's own script did: set apart without fading (faded text fails the contrast check). */
.mfp-script { background: var(--mfp-soft); }
.mfp-script .mfp-entry-text { font-style: italic; }
.mfp-time { color: var(--mfp-muted); font-variant-numeric: tabular-nums; min-width: 52px; }
.mfp-entry-who { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; color: #323f4b; }
.mfp-entry-text { word-break: break-word; }
.mfp-entry-detail { flex-basis: 100%; margin: 0 0 0 58px; }
.mfp-entry-event { background: #e0e7ff; color: #1e3a8a; }
.mfp-entry-state { background: #d1fae5; color: #064e3b; }
.mfp-entry-action { background: #fef3c7; color: #78350f; }
.mfp-entry-scenario { background: #f3e8ff; color: #581c87; }
.mfp-entry-replay { background: #ffe4e6; color: #881337; }
.mfp-entry-actor { background: #e4e7eb; color: #323f4b; }
.mfp-custom { display: flex; flex-direction: column; gap: 3px; align-items: flex-start; }
.mfp-call-ok { background: #d1fae5; color: #064e3b; }
.mfp-call-failed { background: #ffe4e6; color: #881337; }
.mfp-call-pending { background: #fef3c7; color: #78350f; }
.mfp-call-refresh { color: #581c87; }
`;
