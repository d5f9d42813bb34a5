// The one public entry of @mijas/ui. Flat and side-effect free (apart from styles): importing Button does
// not pull in Dialog.

// Theme and provider
export { vars } from './theme/vars.css';
export { fontStack } from './theme/tokens';
export { lightTheme, darkTheme, themes, themeNames, type ThemeName } from './theme/themes.css';
export { brandGreen } from './theme/palette';
export { UIProvider, type UIProviderProps } from './Provider/UIProvider';
export {
  useUI,
  type LinkComponent,
  type LinkComponentProps,
  type OverlayLabels,
} from './Provider/context';

// Layout and type
export {
  Stack,
  Inline,
  Heading,
  Text,
  BLANK_LINE,
  Section,
  type StackProps,
  type InlineProps,
  type HeadingProps,
  type TextProps,
  type SectionProps,
} from './layout/layout';
export { headingSizes, textTones, textSizes } from './layout/layout.css';
export { spaceScale } from './theme/sprinkles.css';

// Actions
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button/Button';
export { buttonVariants, buttonSizes } from './Button/Button.css';
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export { iconButtonVariants, iconButtonSizes } from './IconButton/IconButton.css';
export { Link, type LinkProps } from './Link/Link';
export { linkVariants } from './Link/Link.css';

// Forms
export { FormField, type FormFieldProps, type FieldControlProps } from './FormField/FormField';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField/TextAreaField';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export {
  PasswordChecklist,
  type PasswordChecklistProps,
  type PasswordRuleState,
} from './PasswordChecklist/PasswordChecklist';
export { Select, preloadSelect, type SelectProps, type SelectOption } from './Select/Select';
export { Combobox, type ComboboxProps } from './Combobox/Combobox';
export type { ComboboxOption } from './Combobox/filter';
export {
  SearchCombobox,
  type SearchComboboxProps,
  type SearchSuggestion,
} from './SearchCombobox/SearchCombobox';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Switch, type SwitchProps } from './Switch/Switch';
export { SegmentedControl, type SegmentedControlProps } from './SegmentedControl/SegmentedControl';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch/LanguageSwitch';

// Data display
export { Isolate, isolated, type IsolateProps, type Isolation } from './Isolate/Isolate';
export { Card, type CardProps } from './Card/Card';
export { cardPaddings } from './Card/Card.css';
export {
  Badge,
  StatusBadge,
  type BadgeProps,
  type BadgeTone,
  type StatusBadgeProps,
} from './Badge/Badge';
export { badgeTones } from './Badge/Badge.css';
export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableRowActions,
} from './DataTable/DataTable';
/** Where a DataTable shows cards instead of a table (a container query on the table's frame). */
export { cardsQuery as dataTableCardsQuery } from './DataTable/cards-query';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar';
export {
  RowContextMenu,
  RowOptionsMenu,
  preloadRowMenus,
  type RowMenuItem,
  type RowContextMenuProps,
  type RowOptionsMenuProps,
} from './RowMenu/RowMenu';
export {
  DescriptionList,
  type DescriptionListProps,
  type DescriptionItem,
} from './DescriptionList/DescriptionList';

// Overlays and feedback
export {
  Dialog,
  DialogClose,
  preloadDialog,
  type DialogProps,
  type DialogCloseProps,
} from './Dialog/Dialog';
export { DialogPart, type DialogPartProps } from './Dialog/DialogPart';
export { dialogSizes } from './Dialog/Dialog.css';
export { PartBoundary, type PartBoundaryProps } from './lazy/PartBoundary';
export { Toast, Toaster, type ToasterLabels, type ToastProps } from './Toast/Toaster';
export { useToast, type ToastOptions, type ToastKind } from './Toast/toast-store';
export { toastKinds } from './Toast/Toast.css';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { spinnerSizes } from './Spinner/Spinner.css';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { InlineAlert, type InlineAlertProps } from './InlineAlert/InlineAlert';
export { alertTones } from './InlineAlert/InlineAlert.css';
export { splitStatusPrefix, type StatusText } from './InlineAlert/status-prefix';
export { UpdatePrompt, type UpdatePromptProps } from './UpdatePrompt/UpdatePrompt';

// Page structure
export { AppShell, type AppShellProps } from './AppShell/AppShell';
export type { NavItem } from './AppShell/navItem';
export { Navbar, type NavbarProps } from './Navbar/Navbar';
export { Hero, type HeroProps } from './Hero/Hero';
export { PartnerStrip, type PartnerStripProps, type Partner } from './PartnerStrip/PartnerStrip';
export { Footer, type FooterProps, type SocialLink } from './Footer/Footer';

// Icons (decorative; give meaning with text)
export * from './icons/icons';
export * from './icons/directional';
