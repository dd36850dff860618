import { createBrowserRouter } from 'react-router-dom';
import { ErrorScreen } from '../errors/error-screen';
import { buildRoutes } from '../routing/build-routes';
import type { Device } from '../routing/device';

/** The router of the page; a route that throws shows the full-page error screen (spec 2). */
export function createRouter(device: Device) {
  return createBrowserRouter([{ errorElement: <ErrorScreen />, children: buildRoutes(device) }]);
}
