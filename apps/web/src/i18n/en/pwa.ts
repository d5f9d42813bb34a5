/** Texts of the installed app (the service worker's update prompt: app/update-prompt.tsx). */
export const pwa = {
  update: {
    available: 'A new version is available',
    reload: 'Reload',
  },
};
