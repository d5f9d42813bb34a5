// The one font the UI bundles, self-hosted from npm (no CDN): Noto Sans Arabic, for Arabic text on a device
// whose own UI font has none (Latin text is drawn in the device's UI font: theme/tokens.ts `fontStack`). Each face
// declares its unicode range, so a page downloads it only when it shows those characters.
import '@fontsource-variable/noto-sans-arabic/wght.css';
