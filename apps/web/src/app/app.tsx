import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './router.tsx';
import { AppSessionProvider, type AppSessionValue } from './session.tsx';

/** The whole app: the session at the root, then the routes (created once, with the browser's history). */
export function App({ appSession }: { appSession: AppSessionValue }) {
  return (
    <AppSessionProvider value={appSession}>
      <RouterProvider router={router()} />
    </AppSessionProvider>
  );
}

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;
function router() {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}
