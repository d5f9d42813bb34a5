// The fonts the UI uses, self-hosted from npm packages (no CDN): screenshots and pages never depend on the
// fonts of the machine. Each file declares unicode ranges, so a page downloads only the scripts it shows.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
