// One loader for the signed-in chrome, so the layout's lazy component and the router's preload
// (src/routes/_app.tsx) share the same request.
export const loadAppChrome = () => import('./app-chrome');
