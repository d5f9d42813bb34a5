// A second, smaller public entry of @mijas/ui: just what the prerendered landing page uses.
//
// Why: the app's bundler assigns a module to every page whose static import graph reaches it, and styles are
// side effects. A page that imports the flat entry (`@mijas/ui`) therefore reaches every component's
// stylesheet, used or not; the landing, whose first load has a budget (8 kB of CSS), would carry the CSS of
// tables, dialogs and menus. Importing from here keeps its graph to these components. Everything here is also
// exported, unchanged, from `src/index.ts`: this entry adds no API.
export { vars } from './theme/vars.css';
export { fontStack } from './theme/tokens';
export { UIProvider } from './Provider/UIProvider';
export { useUI, type LinkComponentProps } from './Provider/context';
export { Section, Stack, Text } from './layout/layout';
export { Button } from './Button/Button';
// The Join Us / Inquiry form.
export { Card } from './Card/Card';
export { Combobox } from './Combobox/Combobox';
export { InlineAlert } from './InlineAlert/InlineAlert';
export { SegmentedControl } from './SegmentedControl/SegmentedControl';
export { TextField } from './TextField/TextField';
export type { NavItem } from './AppShell/navItem';
export { Navbar } from './Navbar/Navbar';
export { LanguageSwitch } from './LanguageSwitch/LanguageSwitch';
export { Hero } from './Hero/Hero';
export { Footer } from './Footer/Footer';
// The form's Message (issue 30).
export { TextAreaField } from './TextAreaField/TextAreaField';
