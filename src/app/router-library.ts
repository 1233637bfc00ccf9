// Imported on its own by src/main.tsx, before the app, so that the router's chunk is evaluated in a task of its own.
// One named export, not the package's namespace: importing the namespace would keep every export in the bundle.
export { RouterProvider } from '@tanstack/react-router';
