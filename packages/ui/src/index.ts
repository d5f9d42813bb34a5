export { vars } from './theme/vars.css';
export { lightTheme } from './theme/themes.css';
export { Button, type ButtonProps } from './Button/Button';
export { buttonVariants } from './Button/Button.css';
